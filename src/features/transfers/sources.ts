import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { isIsoCurrency } from '../../utils/currency';
import { isZeroDecimal } from '../../utils/decimal-text';

/** An account money can leave: activated, and not known to have nothing available. */
export function isSendable(account: CombinedAccount): boolean {
  if (account.status !== 'activated' || !isIsoCurrency(account.currency)) return false;
  const available = account.balances?.available;
  // Unknown balances do not stop the person: the bank checks the balance itself.
  return available === undefined || (!available.startsWith('-') && !isZeroDecimal(available));
}

/**
 * The accounts offered as the source: the activated ones in money a transfer moves (those
 * with nothing shown disabled). A crypto holding moves through the exchange, not by transfer.
 */
export function sourceAccounts(accounts: readonly CombinedAccount[]): CombinedAccount[] {
  return accounts.filter(
    (account) => account.status === 'activated' && isIsoCurrency(account.currency),
  );
}

/** The person's other activated accounts in the source's currency. */
export function ownDestinations(
  accounts: readonly CombinedAccount[],
  source: CombinedAccount | undefined,
): CombinedAccount[] {
  if (!source) return [];
  return accounts.filter(
    (account) =>
      account.id !== source.id &&
      account.status === 'activated' &&
      account.currency === source.currency,
  );
}
