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

/** The sources money can leave now (activated, in money, not known to be empty). */
function sendableSources(accounts: readonly CombinedAccount[], startFrom: string) {
  const sendable = sourceAccounts(accounts).filter(isSendable);
  // A "Send money" link named the source: the recipients offered are those it can pay.
  const named = sendable.find((account) => account.id === startFrom);
  return named ? [named] : sendable;
}

/** The currencies the party can send in now (the named source's alone, when there is one). */
export function sendableCurrencies(accounts: readonly CombinedAccount[], startFrom = ''): string[] {
  return [...new Set(sendableSources(accounts, startFrom).map((account) => account.currency))];
}

/** The party's own accounts that can receive: another account of their currency can send. */
export function receivingAccounts(
  accounts: readonly CombinedAccount[],
  startFrom = '',
): CombinedAccount[] {
  const ids = new Set(
    sendableSources(accounts, startFrom).flatMap((source) =>
      ownDestinations(accounts, source).map((account) => account.id),
    ),
  );
  return accounts.filter((account) => ids.has(account.id));
}

/**
 * The accounts that can pay the chosen recipient: in the currency it receives (any, when that
 * is not known), and never the receiving account itself.
 */
export function sourcesFor(
  accounts: readonly CombinedAccount[],
  recipient: { currency: string | null; accountId: string | null },
): CombinedAccount[] {
  return sourceAccounts(accounts).filter(
    (account) =>
      account.id !== recipient.accountId &&
      (recipient.currency === null || account.currency === recipient.currency),
  );
}
