// The join of the two account lists that every area showing money needs (the accounts
// overview, an account's page; transfers and history next). Pure: the hook that fetches both
// lists is ./use-accounts-with-balances.ts.
import { sumDecimals } from '../../utils/decimal-sum';
import { decimalFromNumber } from '../../utils/decimal-text';
import type { Account, LegacyAccount } from '../../api/accounts/schemas';

/** The four money figures of an account (or a sum of them), as exact decimal strings. */
export interface Balances {
  /** What can be spent or sent now. */
  available: string;
  /** On hold: outgoing payments not finished yet. */
  holding: string;
  /** Incoming payments not arrived yet. */
  pending: string;
  /** available + pending, as the bank reports it. */
  balance: string;
}

/** One account of GET /v1/accounts with the balances of its GET /account item. */
export interface CombinedAccount {
  id: string;
  title: string | undefined;
  alias: string | undefined;
  currency: string;
  /** The legacy list's status (`activated`, `pending`, `initiated`) when known, else v1's. */
  status: string;
  /** The account's company; undefined for the user's own accounts. */
  companyId: string | undefined;
  /** The v1 item as received (bank details, products). */
  account: Account;
  /** null when GET /account did not list the account or its figures could not be read. */
  balances: Balances | null;
}

/** The accounts of one currency and their exact totals. */
export interface CurrencyGroup {
  currency: string;
  accounts: CombinedAccount[];
  /** Sums over the accounts whose balances are known. */
  total: Balances;
  /** How many accounts of this currency are left out of `total` (balances unknown). */
  withoutBalances: number;
}

const ZERO: Balances = { available: '0.00', holding: '0.00', pending: '0.00', balance: '0.00' };

function balancesOf(legacy: LegacyAccount): Balances | null {
  const available = decimalFromNumber(legacy.available);
  const holding = decimalFromNumber(legacy.holding);
  const pending = decimalFromNumber(legacy.pending);
  const balance = decimalFromNumber(legacy.balance);
  if (available === null || holding === null || pending === null || balance === null) return null;
  return {
    available: sumDecimals([available]),
    holding: sumDecimals([holding]),
    pending: sumDecimals([pending]),
    balance: sumDecimals([balance]),
  };
}

function totalOf(balances: readonly Balances[]): Balances {
  if (balances.length === 0) return ZERO;
  const field = (key: keyof Balances) => sumDecimals(balances.map((entry) => entry[key]));
  return {
    available: field('available'),
    holding: field('holding'),
    pending: field('pending'),
    balance: field('balance'),
  };
}

/**
 * Joins GET /v1/accounts with GET /account by id (the legacy item's `account` field). The v1
 * list says which accounts exist and in which order; the legacy list adds the balances and
 * the status. `legacy` is null when that list could not be read: every balance is then
 * unknown.
 */
// Assumption A-42 (docs/assumptions.md): an account only in GET /account is left out.
export function combineAccounts(
  accounts: readonly Account[],
  legacy: readonly LegacyAccount[] | null,
): CombinedAccount[] {
  const legacyById = new Map<string, LegacyAccount>();
  for (const item of legacy ?? []) {
    if (!legacyById.has(item.account)) legacyById.set(item.account, item);
  }
  return accounts.map((account) => {
    const match = legacyById.get(account.id);
    return {
      id: account.id,
      title: account.title || match?.title || undefined,
      alias: account.alias || match?.alias || undefined,
      currency: account.currency,
      // Assumption A-43 (docs/assumptions.md): the legacy status when GET /account has the account.
      status: match?.status ?? account.status,
      companyId: account.companyId || undefined,
      account,
      balances: match ? balancesOf(match) : null,
    };
  });
}

/**
 * The accounts grouped by currency (currencies in the order they first appear, accounts in
 * list order), each group with the exact sums of its accounts' balances.
 */
export function groupByCurrency(accounts: readonly CombinedAccount[]): CurrencyGroup[] {
  const groups = new Map<string, CombinedAccount[]>();
  for (const account of accounts) {
    const group = groups.get(account.currency);
    if (group) group.push(account);
    else groups.set(account.currency, [account]);
  }
  return [...groups].map(([currency, members]) => {
    const known = members.flatMap((member) => (member.balances ? [member.balances] : []));
    return {
      currency,
      accounts: members,
      total: totalOf(known),
      withoutBalances: members.length - known.length,
    };
  });
}
