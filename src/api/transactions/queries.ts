import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  readAcrossAccounts,
  readAcrossAccountsPage,
  type AcrossAccountsCursor,
} from './across-accounts';
import { getTransactions, type TransactionListParams } from './requests';
import type { TransactionsCursor } from './schemas';

/** Page size of the history: the largest the API allows, so 10,000 rows are 100 GETs. */
export const HISTORY_PAGE_SIZE = 100;

/**
 * The parts of a listing that make it different data, with defaults filled in, so that
 * `{}` and `{sortOrder: 'descending'}` share a cache entry.
 */
function keyOf(params: TransactionListParams) {
  return {
    accountId: params.accountId ?? null,
    companyId: params.companyId ?? null,
    status: params.status ?? null,
    sortOrder: params.sortOrder ?? 'descending',
    limit: params.limit,
  };
}

/**
 * Query keys of the transactions resource; the only place they are made. Every listing sits
 * under `lists()`, so one invalidation (after a transfer) refreshes recent lists and history.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (params: TransactionListParams) => [...transactionKeys.lists(), keyOf(params)] as const,
  /** The first page alone (a plain query). */
  firstPage: (params: TransactionListParams) => [...transactionKeys.list(params), 'first'] as const,
  /** Every page loaded so far (an infinite query: its data has another shape). */
  pages: (params: TransactionListParams) => [...transactionKeys.list(params), 'pages'] as const,
  /** Every page so far over all the party's accounts (pages of another shape again). */
  acrossPages: (params: Omit<TransactionListParams, 'accountId'>) =>
    [...transactionKeys.list({ ...params, accountId: undefined }), 'across'] as const,
  /** One transaction looked up for its details page (a Transaction, or null when not found). */
  lookup: (lookup: { accountId: string; companyId?: string | undefined; transactionId: string }) =>
    [
      ...transactionKeys.all,
      'lookup',
      {
        accountId: lookup.accountId,
        companyId: lookup.companyId ?? null,
        id: lookup.transactionId,
      },
    ] as const,
};

export const transactionQueries = {
  /**
   * The newest `limit` transactions of one account (an account page's recent list), or of
   * every account of the party without `accountId` (the home's latest activity; read account
   * by account where the bank wants `accountId`, see across-accounts.ts).
   */
  firstPage: ({
    accountId,
    companyId,
    limit,
  }: {
    accountId?: string | undefined;
    companyId?: string | undefined;
    limit: number;
  }) => {
    const params: TransactionListParams = { accountId, companyId, limit, sortOrder: 'descending' };
    return queryOptions({
      queryKey: transactionKeys.firstPage(params),
      queryFn: ({ signal, client }) =>
        accountId ? getTransactions(params, signal) : readAcrossAccounts(client, params, signal),
    });
  },

  /**
   * Page after page, each one asked for with the previous page's `lastKey`. The end is
   * reached when a page has no `lastKey` or no transactions.
   */
  pages: (params: TransactionListParams) =>
    infiniteQueryOptions({
      queryKey: transactionKeys.pages(params),
      queryFn: ({ pageParam, signal }) =>
        getTransactions({ ...params, lastKey: pageParam }, signal),
      initialPageParam: null as TransactionsCursor | null,
      getNextPageParam: (lastPage) =>
        lastPage.lastKey && lastPage.transactions.length > 0 ? lastPage.lastKey : undefined,
    }),

  /**
   * Page after page of every account of the party at once, newest (or oldest) first: read
   * without `accountId` by the bank's cursor, or account by account and merged where the bank
   * wants `accountId` (see across-accounts.ts). The end is a page without `next`.
   */
  acrossPages: (params: Omit<TransactionListParams, 'accountId'>) =>
    infiniteQueryOptions({
      queryKey: transactionKeys.acrossPages(params),
      queryFn: ({ pageParam, signal, client }) =>
        readAcrossAccountsPage(client, { ...params, accountId: undefined }, pageParam, signal),
      initialPageParam: null as AcrossAccountsCursor | null,
      getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    }),
};
