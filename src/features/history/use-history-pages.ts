import { partialMatchKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  HISTORY_PAGE_SIZE,
  transactionKeys,
  transactionQueries,
} from '../../api/transactions/queries';
import type { TransactionListParams } from '../../api/transactions/requests';
import type { Transaction } from '../../api/transactions/schemas';
import type { HistoryParams } from './history-params';

/** The listing parameters of a history view: the same shape the details' look-up seeds. */
export function historyListParams(
  params: Pick<HistoryParams, 'companyId' | 'status' | 'sortOrder'> & { accountId: string },
): TransactionListParams {
  return {
    accountId: params.accountId,
    companyId: params.companyId,
    status: params.status,
    sortOrder: params.sortOrder,
    limit: HISTORY_PAGE_SIZE,
  };
}

/**
 * The pages of one account's history loaded so far, page after page. A new filter or order of
 * the same account keeps the rows on screen until the new ones arrive (`isPlaceholderData`);
 * another account starts from loading, so no row of one account shows under another.
 */
export function useHistoryPages(params: TransactionListParams) {
  const query = useInfiniteQuery({
    ...transactionQueries.pages(params),
    // Every loaded page would be read again on a re-read (100 GETs for 10,000 rows): the
    // history is read once per view and listing, and again only when a transfer
    // invalidates the listings or the page is reloaded.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    placeholderData: (previous, previousQuery) => {
      const account = { accountId: params.accountId ?? null, companyId: params.companyId ?? null };
      const sameAccount =
        previousQuery !== undefined &&
        partialMatchKey(previousQuery.queryKey, [...transactionKeys.lists(), account]);
      return sameAccount ? previous : undefined;
    },
  });
  const pages = query.data?.pages;
  const transactions = useMemo<Transaction[]>(
    () => pages?.flatMap((page) => page.transactions) ?? [],
    [pages],
  );
  return { query, transactions };
}
