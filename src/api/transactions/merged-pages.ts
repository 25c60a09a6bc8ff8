import type { TransactionSortOrder } from './requests';
import type { Transaction, TransactionListPage, TransactionsCursor } from './schemas';
import { createdTimeOf } from '../../domain/transactions/created-time';

/**
 * Several accounts' transactions read account by account and shown as one list, in order.
 * Each account keeps its own cursor. The list shows a row only once every account that has
 * more to give has reached it (read as far back as it, newest first): no later read can then
 * put a row above one already shown.
 */
// Assumption A-232 (docs/assumptions.md): per-account reads when the bank wants `accountId`.

interface AccountReading {
  accountId: string;
  /** The cursor of its next page; null before its first page. */
  cursor: TransactionsCursor | null;
  /** True once a page came without a cursor or without rows. */
  done: boolean;
  /** Its row furthest down the list read so far. */
  last: Transaction | undefined;
}

export interface MergedState {
  order: TransactionSortOrder;
  accounts: readonly AccountReading[];
  /** Rows read but not shown yet: an account still reading may have rows above them. */
  held: readonly Transaction[];
}

export type ReadAccountPage = (
  accountId: string,
  cursor: TransactionsCursor | null,
) => Promise<TransactionListPage>;

const timeOf = (transaction: Transaction) => createdTimeOf(transaction) ?? Number.NEGATIVE_INFINITY;

/** Ids and account ids as text, the same order on every machine (no locale's collation). */
const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when `a` comes first in a list of this order (newest first for descending). */
export function listOrder(order: TransactionSortOrder) {
  const direction = order === 'ascending' ? 1 : -1;
  return (a: Transaction, b: Transaction): number => {
    const byTime = timeOf(a) - timeOf(b);
    if (byTime !== 0 && !Number.isNaN(byTime)) return direction * Math.sign(byTime);
    const byAccount = textOrder(a.accountId, b.accountId);
    return byAccount !== 0 ? byAccount : direction * textOrder(a.id, b.id);
  };
}

export function startMerged(
  accountIds: readonly string[],
  order: TransactionSortOrder,
): MergedState {
  const accounts = accountIds.map((accountId) => ({
    accountId,
    cursor: null,
    done: false,
    last: undefined,
  }));
  return { order, accounts, held: [] };
}

export function mergedFinished(state: MergedState): boolean {
  return state.held.length === 0 && state.accounts.every((account) => account.done);
}

/**
 * The next rows of the merged list: reads the next page of every account still reading whose
 * rows are all shown (the ones holding the list back), then shows what every account still
 * reading has reached.
 */
export async function nextMergedRows(
  state: MergedState,
  read: ReadAccountPage,
): Promise<{ rows: Transaction[]; state: MergedState }> {
  const compare = listOrder(state.order);
  const holding = new Set(state.held.map((row) => row.accountId));
  const accounts = await Promise.all(
    state.accounts.map(async (account): Promise<[AccountReading, Transaction[]]> => {
      if (account.done || holding.has(account.accountId)) return [account, []];
      const page = await read(account.accountId, account.cursor);
      const rows = page.transactions;
      const last = [...rows, ...(account.last ? [account.last] : [])].sort(compare).at(-1);
      const done = !page.lastKey || rows.length === 0;
      return [{ ...account, cursor: page.lastKey ?? null, done, last }, rows];
    }),
  );
  const fresh = accounts.flatMap(([, rows]) => rows);
  const pool = [...state.held, ...fresh].sort(compare);
  const reached = accounts
    .map(([account]) => account)
    .filter((account) => !account.done)
    .map((account) => account.last)
    .filter((row): row is Transaction => row !== undefined)
    .sort(compare)[0];
  const split = reached ? pool.findIndex((row) => compare(row, reached) > 0) : pool.length;
  const shown = split === -1 ? pool.length : split;
  return {
    rows: pool.slice(0, shown),
    state: { order: state.order, accounts: accounts.map(([a]) => a), held: pool.slice(shown) },
  };
}
