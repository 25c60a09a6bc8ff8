import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { pairCurrencies } from '../../domain/crypto/pair-rules';
import type { OrderSide } from '../../api/crypto/schemas';
import { exchangeAmountText } from './amount-text';
import type { I18n } from '../../lib/i18n/i18n';
import { accountName } from '../../components/accounts/account-name';
import type { OrderFormValues } from './order-form-values';
import { cryptoMarketEn } from '../../lib/i18n/en/crypto-market';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(cryptoMarketEn);

// Assumption A-131 (docs/assumptions.md): an order pays from and receives into the party's
// activated accounts in the pair's currencies, one chosen for each; one alone is preselected.

/** The party's activated accounts in `currency`. */
export function accountsIn(
  accounts: readonly CombinedAccount[],
  currency: string | undefined,
): CombinedAccount[] {
  if (!currency) return [];
  const code = currency.toUpperCase();
  return accounts.filter(
    (account) => account.status === 'activated' && account.currency.toUpperCase() === code,
  );
}

/** The currencies an order pays in and receives in (buy: quote then base; sell: the reverse). */
export function orderCurrencies(
  pair: string,
  side: OrderSide,
): { from: string; to: string } | null {
  const currencies = pairCurrencies(pair);
  if (!currencies) return null;
  return side === 'buy'
    ? { from: currencies.quote, to: currencies.base }
    : { from: currencies.base, to: currencies.quote };
}

/**
 * The accounts kept or chosen after the pair or side changed: a chosen account stays when it
 * still fits, else the only fitting account is chosen, else none.
 */
export function fittingAccounts(
  values: Pick<OrderFormValues, 'pair' | 'side' | 'fromId' | 'toId'>,
  accounts: readonly CombinedAccount[],
): { fromId: string; toId: string } {
  const currencies = orderCurrencies(values.pair, values.side);
  const pick = (chosen: string, currency: string | undefined) => {
    const fitting = accountsIn(accounts, currency);
    if (fitting.some((account) => account.id === chosen)) return chosen;
    return fitting.length === 1 ? (fitting[0]?.id ?? '') : '';
  };
  return { fromId: pick(values.fromId, currencies?.from), toId: pick(values.toId, currencies?.to) };
}

/** "Bitcoin — 0.05 BTC available" (with up to `decimals` decimals), or that it is not known. */
export function accountOption(
  account: CombinedAccount,
  decimals: number,
  i18n: Pick<I18n, 't' | 'locale'>,
): string {
  const name = accountName(account, i18n);
  const available = account.balances?.available;
  if (available === undefined) return i18n.t('cryptoMarket.field.accountOptionUnknown', { name });
  return i18n.t('cryptoMarket.field.accountOption', {
    name,
    available: exchangeAmountText(available, account.currency, decimals, i18n.locale),
  });
}
