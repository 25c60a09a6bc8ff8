import { groupByDay } from '../../domain/transactions/history-days';
import type { Transaction } from '../../api/transactions/schemas';

/** One entry of the virtualised list: a day's heading or a transaction under it. */
export type HistoryItem =
  | { kind: 'day'; key: string; day: string | null }
  | { kind: 'transaction'; key: string; transaction: Transaction };

export interface HistoryItems {
  items: HistoryItem[];
  /** Indexes of the day headings, ascending (the sticky heading is the last one above). */
  dayIndexes: number[];
}

/**
 * The rows a history list shows, in order: each day's heading, then its transactions.
 * Keys stay the same when more pages are added, so rows already on screen keep their state.
 */
export function historyItemsOf(transactions: readonly Transaction[]): HistoryItems {
  const items: HistoryItem[] = [];
  const dayIndexes: number[] = [];
  groupByDay(transactions).forEach((group, position) => {
    dayIndexes.push(items.length);
    items.push({
      kind: 'day',
      key: `day:${group.day ?? 'none'}:${String(position)}`,
      day: group.day,
    });
    for (const transaction of group.transactions) {
      items.push({
        kind: 'transaction',
        key: `tx:${transaction.accountId}:${transaction.id}`,
        transaction,
      });
    }
  });
  return { items, dayIndexes };
}

/** The index of the day heading at or above `index` (binary search); -1 when there is none. */
export function dayIndexAbove(dayIndexes: readonly number[], index: number): number {
  let low = 0;
  let high = dayIndexes.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = dayIndexes[middle] ?? 0;
    if (candidate <= index) {
      found = candidate;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
