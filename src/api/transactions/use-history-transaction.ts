import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  findCachedTransaction,
  lookUpTransaction,
  type TransactionLookup,
} from './cached-transaction';
import { transactionKeys } from './queries';

/**
 * One transaction of an account for its details page. Taken from any listing in the cache
 * (the history the customer came from) without a request; otherwise the account's newest
 * pages are read until it is found. `data` is null when it is not among them.
 */
export function useHistoryTransaction(lookup: TransactionLookup) {
  const queryClient = useQueryClient();
  const { accountId, companyId, transactionId } = lookup;
  return useQuery({
    queryKey: transactionKeys.lookup({ accountId, companyId, transactionId }),
    queryFn: ({ signal }) =>
      lookUpTransaction(queryClient, { accountId, companyId, transactionId }, signal),
    // As fresh as the listing it came from: no GET for a row the customer just saw.
    initialData: () =>
      findCachedTransaction(queryClient, { accountId, companyId, transactionId })?.transaction,
    initialDataUpdatedAt: () =>
      findCachedTransaction(queryClient, { accountId, companyId, transactionId })?.updatedAt,
    enabled: accountId !== '' && transactionId !== '',
  });
}
