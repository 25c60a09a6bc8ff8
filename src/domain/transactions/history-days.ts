import type { Transaction } from '../../api/transactions/schemas';

/** Transactions of one calendar day, in the order they were given. */
export interface HistoryDay {
  /** The local calendar day, `YYYY-MM-DD`; null for transactions without a usable date. */
  day: string | null;
  transactions: Transaction[];
}

/** The local calendar day of a timestamp as `YYYY-MM-DD`; null when it is not a date. */
export function dayKeyOf(timestamp: string | null | undefined): string | null {
  if (!timestamp) return null;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear())}-${month}-${day}`;
}

/**
 * Consecutive transactions of the same local day gathered under that day, keeping the list's
 * order (newest or oldest first, as loaded). A day that comes back after another (a list not
 * sorted by date) starts a new group rather than moving rows.
 */
export function groupByDay(transactions: readonly Transaction[]): HistoryDay[] {
  const days: HistoryDay[] = [];
  let current: HistoryDay | undefined;
  for (const transaction of transactions) {
    const day = dayKeyOf(transaction.createdAt);
    if (!current || current.day !== day) {
      current = { day, transactions: [] };
      days.push(current);
    }
    current.transactions.push(transaction);
  }
  return days;
}
