import { isRetryableError } from '../../api/errors';
import { HISTORY_PAGE_SIZE } from '../../api/transactions/queries';
import type { getTransactions, TransactionListParams } from '../../api/transactions/requests';
import type { Transaction, TransactionsCursor } from '../../api/transactions/schemas';
import { waitOrAbort } from '../../utils/abortable-wait';

// Reading every page of a history for its export; the CSV's text is in export-csv-text.ts.

/** How far an export has come: pages and rows read so far. */
export interface ExportProgress {
  pages: number;
  rows: number;
}

/** Waits before each new try of a page that failed on the network or with a 5xx. */
export const EXPORT_RETRY_DELAYS_MS = [500, 1500] as const;

/** One page of a listing and where the next starts (null at the end). */
export interface CollectedPage<C> {
  transactions: Transaction[];
  next: C | null;
}

/** Reads the page starting at `cursor` (null: the first). */
export type PageReader<C> = (cursor: C | null, signal: AbortSignal) => Promise<CollectedPage<C>>;

/** One read, tried again (as every read of the app) after a network failure or a 5xx. */
async function withRetry<T>(read: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const delay = EXPORT_RETRY_DELAYS_MS[attempt];
      if (signal.aborted || delay === undefined || !isRetryableError(error)) throw error;
      await waitOrAbort(delay, signal);
    }
  }
}

/**
 * Every transaction of a listing, page after page, in its order, until the end or until
 * `enough` says the rows read hold everything wanted (a date range read past). Stops at once
 * when `signal` aborts (the read in flight is cancelled and the promise rejects).
 */
export async function collectPages<C>(
  readPage: PageReader<C>,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void = () => undefined,
  enough: (rows: readonly Transaction[]) => boolean = () => false,
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let cursor: C | null = null;
  for (let pages = 1; ; pages += 1) {
    signal.throwIfAborted();
    const from: C | null = cursor;
    const page: CollectedPage<C> = await withRetry(() => readPage(from, signal), signal);
    signal.throwIfAborted();
    rows.push(...page.transactions);
    onProgress({ pages, rows: rows.length });
    if (page.next === null || page.transactions.length === 0 || enough(rows)) return rows;
    cursor = page.next;
  }
}

/**
 * Every transaction of one account's filtered listing, each page asked for with the previous
 * page's `lastKey`.
 */
export function collectTransactions(
  fetchPage: typeof getTransactions,
  params: Omit<TransactionListParams, 'limit'>,
  signal: AbortSignal,
  onProgress?: (progress: ExportProgress) => void,
  enough?: (rows: readonly Transaction[]) => boolean,
): Promise<Transaction[]> {
  return collectPages<TransactionsCursor>(
    async (lastKey, pageSignal) => {
      const page = await fetchPage({ ...params, limit: HISTORY_PAGE_SIZE, lastKey }, pageSignal);
      return { transactions: page.transactions, next: page.lastKey };
    },
    signal,
    onProgress,
    enough,
  );
}
