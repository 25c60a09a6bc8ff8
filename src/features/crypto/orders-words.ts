import type { Account } from '../../api/accounts/schemas';
import { pairCurrencies } from '../../domain/crypto/pair-rules';
import { isOrderSide, type CryptoOrder, type OrderSide } from '../../api/crypto/schemas';
import { formatCryptoAmount, formatPercent } from '../../lib/i18n/format';
import type { I18n } from '../../lib/i18n/i18n';
import { decimalFromNumber, decimalPlaces, isDecimal } from '../../utils/decimal-text';
import { readableValue } from '../../utils/readable-value';
import { accountName } from '../../components/accounts/account-name';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoOrdersEn);

/** What an order row or page needs of an order, whether the server's or one being recorded. */
export type OrderFacts = Pick<CryptoOrder, 'pair' | 'side' | 'volume' | 'settings'> & {
  accountIdFrom?: string | undefined;
  accountIdTo?: string | undefined;
};

type Words = Pick<I18n, 't' | 'locale'>;

/**
 * An amount with its currency as the exchange sent it, never rounded: money as the locale
 * writes it ("€100.00"), a crypto currency as "0.0015 BTC" (Intl's money style would cut it to 2).
 */
export function orderAmount(value: string, currency: string, locale: string): string {
  const places = isDecimal(value.trim()) ? decimalPlaces(value.trim()) : 0;
  return formatCryptoAmount(value, currency, Math.max(2, places), locale);
}

/** "Buy BTC/EUR"; a side the spec does not list reads readably. */
export function orderTitle(order: Pick<OrderFacts, 'pair' | 'side'>, { t }: Words): string {
  const side = order.side;
  return t('cryptoOrders.heading', {
    side: isOrderSide(side) ? t(`cryptoOrders.side.${side}`) : readableValue(side),
    pair: order.pair,
  });
}

/** The currency of the volume: the quote when buying, the base when selling (spec). */
export function volumeUnit(pair: string, side: OrderSide): string {
  const currencies = pairCurrencies(pair);
  if (!currencies) return '';
  return side === 'buy' ? currencies.quote : currencies.base;
}

/**
 * "€100.00 to spend" (buying) or "0.0015 BTC to sell" (selling). Of a side the spec does not
 * list the volume's currency is not known: the volume as given, "Amount: 0.5".
 */
export function volumeText(order: OrderFacts, { t, locale }: Words): string {
  const side = order.side;
  if (!isOrderSide(side)) return t('cryptoOrders.volume.other', { amount: order.volume });
  const amount = orderAmount(order.volume, volumeUnit(order.pair, side), locale);
  return t(`cryptoOrders.volume.${side}`, { amount });
}

/**
 * "Market order", or "Limit order at €61,000.00" (the price is in the quote currency); a type
 * the spec does not list reads readably, "Stop loss order".
 */
export function typeText(order: OrderFacts, { t, locale }: Words): string {
  const settings = order.settings;
  if (!settings) return t('cryptoOrders.type.unknown');
  if (settings.type === 'market') return t('cryptoOrders.type.market');
  if (settings.type !== 'limit')
    return t('cryptoOrders.type.other', { type: readableValue(settings.type) });
  const price = settings.desiredPrice;
  if (!price) return t('cryptoOrders.type.limitNoPrice');
  const quote = pairCurrencies(order.pair)?.quote ?? '';
  return t('cryptoOrders.type.limit', { price: orderAmount(price, quote, locale) });
}

/** A fee percentage (a JSON number) as the locale writes it: 0.5 → "0.50%". */
export function percentText(percentage: number, locale: string): string {
  const text = decimalFromNumber(percentage);
  return text === null ? String(percentage) : formatPercent(text, locale);
}

/** "Fee 0.50%", or that the exchange did not say. */
export function feeText(order: Pick<CryptoOrder, 'charge'>, { t, locale }: Words): string {
  const percentage = order.charge?.percentage;
  if (percentage === undefined) return t('cryptoOrders.feeUnknown');
  return t('cryptoOrders.fee', { percentage: percentText(percentage, locale) });
}

/**
 * An account's name as the customer knows it, from the party's accounts; null while they are
 * not there (loading or failed), so nothing wrong is said meanwhile.
 */
export function accountText(
  accountId: string | undefined,
  accounts: readonly Account[] | undefined,
  { t }: Words,
): string | null {
  if (!accountId) return t('cryptoOrders.account.notGiven');
  if (!accounts) return null;
  const account = accounts.find((candidate) => candidate.id === accountId);
  if (!account) return t('cryptoOrders.account.unknown');
  return accountName(account, { t });
}
