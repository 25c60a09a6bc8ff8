import {
  groupByCurrency,
  type CombinedAccount,
} from '../../domain/accounts/accounts-with-balances';
import { accountName } from '../../components/accounts/account-name';
import type { Translate } from '../../lib/i18n/i18n';
import { isIsoCurrency } from '../../utils/currency';
import { homeEn } from '../../lib/i18n/en/home';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(homeEn);

/** The money a customer can use now in one currency, over their active accounts. */
export interface AvailableTotal {
  currency: string;
  /** Exact decimal string: the sum of the accounts' available balances. */
  available: string;
  /** How many active accounts of this currency there are. */
  accounts: number;
  /** How many of them are left out of `available` because their balance is unknown. */
  withoutBalances: number;
}

/** A crypto holding (BTC, ETH): an account too, but not money that the totals add up. */
export function isCryptoHolding(account: Pick<CombinedAccount, 'currency'>): boolean {
  return !isIsoCurrency(account.currency);
}

/**
 * Total available per currency, in the order the currencies first appear: the activated
 * accounts in an ISO currency only. The sums are exact (big.js through groupByCurrency).
 */
// Assumption A-157 (docs/assumptions.md): active accounts only; crypto holdings listed apart.
export function availableTotals(accounts: readonly CombinedAccount[]): AvailableTotal[] {
  const active = accounts.filter(
    (account) => account.status === 'activated' && !isCryptoHolding(account),
  );
  return groupByCurrency(active).map((group) => ({
    currency: group.currency,
    available: group.total.available,
    accounts: group.accounts.length,
    withoutBalances: group.withoutBalances,
  }));
}

/** The name a customer knows an account by: its title, else "EUR account". */
export function homeAccountName(
  account: { title?: string | undefined; currency: string },
  t: Translate,
): string {
  return accountName(account, { t }, 'home.accounts.untitled');
}
