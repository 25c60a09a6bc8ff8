import { useQueryClient } from '@tanstack/react-query';
import { neverStarted } from '../use-read-now';
import { transactionKeys, transactionQueries } from './queries';
import type { TransactionListParams } from './requests';

/**
 * Asks for a listing's first page as a screen opens, beside the reads it waits for instead of
 * after them: the history's list is drawn once the party's accounts are known, and on a
 * phone's network the two reads one after the other put the first rows seconds later (issue
 * 23 §3). Only for a listing never started (useReadNow's rule: a list that waits, or one drawn
 * earlier in the same render, may have put it in the cache unread); one on its way, read or
 * failed is left to the list, so this never reads again what the list holds.
 */
export function usePrefetchTransactionPages(params: TransactionListParams): void {
  const client = useQueryClient();
  const key =
    params.accountId !== undefined
      ? transactionKeys.pages(params)
      : transactionKeys.acrossPages(params);
  if (!neverStarted(client, key)) return;
  if (params.accountId !== undefined) {
    void client.prefetchInfiniteQuery(transactionQueries.pages(params));
  } else {
    void client.prefetchInfiniteQuery(transactionQueries.acrossPages(params));
  }
}
