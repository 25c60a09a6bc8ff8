// What a party can use now, per currency: the sums the home shows for the customer and for
// each company they administer. Pure: exact decimal sums (big.js through groupByCurrency).
import { isIsoCurrency } from '../../utils/currency';
import { groupByCurrency, type CombinedAccount } from './accounts-with-balances';

/** The money a party can use now in one currency, over its active accounts. */
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
 * accounts in an ISO currency only.
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
