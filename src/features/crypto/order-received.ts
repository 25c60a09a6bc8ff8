import type { Account } from '../../api/accounts/schemas';
import { isOrderSide, type CryptoOrder, type PairInfo } from '../../api/crypto/schemas';
import { feePercentageOf, orderEstimate, pairCurrencies } from '../../domain/crypto/pair-rules';
import type { I18n } from '../../lib/i18n/i18n';
import { isDecimal, isZeroDecimal } from '../../utils/decimal-text';
import { accountText, orderAmount } from './orders-words';

type Words = Pick<I18n, 't' | 'locale'>;

/**
 * What a completed order brought, in words; null for an order that is not completed (nothing
 * received yet), of a side the spec does not list or of a pair that is not BASE/QUOTE.
 *
 * The order's answer has no executed price or amount (the spec's fields only). A limit order
 * is carried out at its own price, so what it brought is worked out by the exchange's rules
 * (volume less the fee, at that price, cut to the decimals). A market order's price is the
 * market's at that moment, which the answer does not say: it says where the proceeds went, so
 * the customer finds the exact amount there.
 */
// Assumption A-331 (docs/assumptions.md): what a completed order received.
export function receivedText(
  order: CryptoOrder,
  pair: PairInfo | undefined,
  accounts: readonly Account[] | undefined,
  words: Words,
): string | null {
  const { t, locale } = words;
  const side = order.side;
  const currencies = pairCurrencies(order.pair);
  if (order.state.status !== 'completed' || !isOrderSide(side) || !currencies) return null;
  const unit = side === 'buy' ? currencies.base : currencies.quote;
  const price = order.settings?.type === 'limit' ? order.settings.desiredPrice?.trim() : undefined;
  const percentage = order.charge?.percentage;
  if (
    pair &&
    price &&
    isDecimal(price) &&
    !isZeroDecimal(price) &&
    !price.startsWith('-') &&
    isDecimal(order.volume) &&
    percentage !== undefined &&
    Number.isFinite(percentage)
  ) {
    const { receives } = orderEstimate({
      info: pair,
      side,
      volume: order.volume,
      feePercentage: feePercentageOf(percentage),
      price,
    });
    return t('cryptoOrders.received.atPrice', {
      amount: orderAmount(receives, unit, locale),
      price: orderAmount(price, currencies.quote, locale),
    });
  }
  const into = order.accountIdTo ? accountText(order.accountIdTo, accounts, words) : null;
  return into
    ? t('cryptoOrders.received.marketInto', { currency: unit, account: into })
    : t('cryptoOrders.received.market', { currency: unit });
}
