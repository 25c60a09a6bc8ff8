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
  params: Pick<HistoryParams, 'accountId' | 'companyId' | 'status' | 'sortOrder'>,
): TransactionListParams {
  return {
    accountId: params.accountId,
    companyId: params.companyId,
    status: params.status,
    sortOrder: params.sortOrder,
    limit: HISTORY_PAGE_SIZE,
  };
}

// Every loaded page would be read again on a re-read (100 GETs for 10,000 rows): the history
// is read once per view and listing, and again only when a transfer invalidates the listings
// or the page is reloaded. A first read that failed (the screen starts it beside the accounts,
// usePrefetchTransactionPages) is shown as failed with its Try again, not read again because
// the list was drawn a moment after it failed.
const READ_ONCE = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  retryOnMount: false,
} as const;

/**
 * What a listing's query is doing for the customer to see: `updating` while a new filter's or
 * order's rows are read (the old rows shown meanwhile), `refreshing` while its first page is read
 * again (not while the next page loads, nor a new filter's first read).
 */
export function listingActivity(query: {
  isPlaceholderData: boolean;
  isRefetching: boolean;
  isFetchingNextPage: boolean;
}): { updating: boolean; refreshing: boolean } {
  const updating = query.isPlaceholderData;
  return { updating, refreshing: query.isRefetching && !query.isFetchingNextPage && !updating };
}

/**
 * The pages of a history loaded so far, page after page: one account's (`accountId`), or every
 * account's of the party merged by time. A new filter or order of the same view keeps the rows
 * on screen until the new ones arrive (`isPlaceholderData`); another account starts from
 * loading, so no row of one account shows under another. Of the two queries only the view's
 * own is enabled; the other reads nothing.
 */
export function useHistoryPages(params: TransactionListParams) {
  const scope = { accountId: params.accountId ?? null, companyId: params.companyId ?? null };
  const placeholderData = <T>(
    previous: T | undefined,
    previousQuery: { queryKey: readonly unknown[] } | undefined,
  ) =>
    previousQuery !== undefined &&
    partialMatchKey(previousQuery.queryKey, [...transactionKeys.lists(), scope])
      ? previous
      : undefined;
  const one = useInfiniteQuery({
    ...transactionQueries.pages(params),
    ...READ_ONCE,
    enabled: params.accountId !== undefined,
    placeholderData,
  });
  const across = useInfiniteQuery({
    ...transactionQueries.acrossPages(params),
    ...READ_ONCE,
    enabled: params.accountId === undefined,
    placeholderData,
  });
  const query = params.accountId !== undefined ? one : across;
  // One key per view, kept across renders (the Refresh and the reading of every page hold it).
  const queryKey = useMemo(
    () =>
      params.accountId !== undefined
        ? transactionKeys.pages(params)
        : transactionKeys.acrossPages(params),
    [params],
  );
  const pages = query.data?.pages;
  const transactions = useMemo<Transaction[]>(
    () => pages?.flatMap((page) => page.transactions) ?? [],
    [pages],
  );
  return { query, queryKey, transactions };
}
