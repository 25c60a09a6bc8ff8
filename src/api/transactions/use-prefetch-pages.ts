import { useQueryClient } from '@tanstack/react-query';
import { transactionKeys, transactionQueries } from './queries';
import type { TransactionListParams } from './requests';

/**
 * Asks for a listing's first page as a screen opens, beside the reads it waits for instead of
 * after them: the history's list is drawn once the party's accounts are known, and on a
 * phone's network the two reads one after the other put the first rows seconds later (issue
 * 23 §3). Only for a listing never read: one already in the cache is left as it is, so this
 * never reads again what the list holds.
 */
export function usePrefetchTransactionPages(params: TransactionListParams): void {
  const client = useQueryClient();
  const key =
    params.accountId !== undefined
      ? transactionKeys.pages(params)
      : transactionKeys.acrossPages(params);
  if (client.getQueryState(key)) return;
  if (params.accountId !== undefined) {
    void client.prefetchInfiniteQuery(transactionQueries.pages(params));
  } else {
    void client.prefetchInfiniteQuery(transactionQueries.acrossPages(params));
  }
}
