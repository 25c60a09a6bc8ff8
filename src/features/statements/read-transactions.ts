import { isRetryableError } from '../../api/errors';
import { getTransactions } from '../../api/transactions/requests';
import type { Transaction, TransactionsCursor } from '../../api/transactions/schemas';
import { TRANSACTION_PAGE_MAX } from '../../api/transactions/schemas';
import { waitOrAbort } from '../../utils/abortable-wait';

/** How far reading the account's transactions has come. */
export interface ReadProgress {
  pages: number;
  rows: number;
}

/** Waits before each new try of a page that failed on the network or with a 5xx. */
export const READ_RETRY_DELAYS_MS = [500, 1500] as const;

/**
 * One page, tried again like every read of the app after a network failure or a 5xx, never a
 * 4xx; stops waiting at once when `signal` aborts.
 */
export async function readWithRetries<T>(
  request: () => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      const delay = READ_RETRY_DELAYS_MS[attempt];
      if (signal.aborted || delay === undefined || !isRetryableError(error)) throw error;
      await waitOrAbort(delay, signal);
    }
  }
}

/**
 * The account's transactions from now back to `since` (ms), newest first, page after page
 * with the previous page's `lastKey`. A statement needs every transaction after the period's
 * start (those after its end too: the balance is worked back from today's), and none older,
 * so reading stops at the first page that reaches back before `since`. Stops at once when
 * `signal` aborts: the request in flight is cancelled and the promise rejects.
 */
export async function readTransactionsSince(
  {
    accountId,
    companyId,
    since,
  }: { accountId: string; companyId?: string | undefined; since: number },
  signal: AbortSignal,
  onProgress: (progress: ReadProgress) => void,
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let lastKey: TransactionsCursor | null = null;
  for (let pages = 1; ; pages += 1) {
    signal.throwIfAborted();
    const page = await readWithRetries(
      () =>
        getTransactions(
          { accountId, companyId, sortOrder: 'descending', limit: TRANSACTION_PAGE_MAX, lastKey },
          signal,
        ),
      signal,
    );
    signal.throwIfAborted();
    rows.push(...page.transactions);
    onProgress({ pages, rows: rows.length });
    const oldest = page.transactions.at(-1)?.createdAt;
    const reachedBack = oldest !== undefined && Date.parse(oldest) < since;
    if (reachedBack || !page.lastKey || page.transactions.length === 0) return rows;
    lastKey = page.lastKey;
  }
}
