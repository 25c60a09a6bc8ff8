import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  findCachedTransaction,
  lookUpTransaction,
  type TransactionLookup,
} from './cached-transaction';
import { transactionKeys } from './queries';
import { receiptRefreshMs } from './receipt-refresh';

/**
 * One transaction of an account for its receipt (a details page, a transfer's result). Taken
 * from any listing in the cache (the history the customer came from) without a request;
 * otherwise the account's newest pages are read until it is found. `data` is null when it is
 * not among them. While its status may still change it is read again (receipt-refresh.ts),
 * from the bank each time, so the receipt's progress moves while it is open; with
 * `awaitListing` (a transfer just sent) also while the bank does not list it yet, in the
 * newest page only, where a new payment appears.
 */
// Assumption A-324 (docs/assumptions.md): a transfer just sent is looked for in the newest page.
export function useHistoryTransaction(
  lookup: TransactionLookup,
  { awaitListing = false }: { awaitListing?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const { accountId, companyId, transactionId } = lookup;
  return useQuery({
    queryKey: transactionKeys.lookup({ accountId, companyId, transactionId }),
    queryFn: ({ signal }) =>
      // A listed copy is what initialData took: a read is for the transaction as it is now.
      lookUpTransaction(queryClient, { accountId, companyId, transactionId }, signal, {
        fresh: true,
        ...(awaitListing ? { pages: 1 } : {}),
      }),
    // As fresh as the listing it came from: no GET for a row the customer just saw.
    initialData: () =>
      findCachedTransaction(queryClient, { accountId, companyId, transactionId })?.transaction,
    initialDataUpdatedAt: () =>
      findCachedTransaction(queryClient, { accountId, companyId, transactionId })?.updatedAt,
    enabled: accountId !== '' && transactionId !== '',
    refetchInterval: (query) =>
      receiptRefreshMs(query.state.data, query.state.dataUpdateCount, awaitListing),
  });
}
