import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, transactionKeys, transactionQueries } from './queries';
import { getTransactions, type TransactionListParams } from './requests';
import type { Transaction, TransactionListPage, TransactionsCursor } from './schemas';

/** How many of the account's newest pages a details page reads before giving up. */
export const LOOKUP_PAGES = 3;

type LoadedPage = TransactionListPage & { lastKey: TransactionsCursor | null };

/** The transactions of a cached listing, whether one page or an infinite query's pages. */
function transactionsOf(data: unknown): readonly Transaction[] {
  if (!data || typeof data !== 'object') return [];
  if ('pages' in data && Array.isArray(data.pages)) {
    return (data as InfiniteData<LoadedPage>).pages.flatMap((page) => page.transactions);
  }
  if ('transactions' in data && Array.isArray(data.transactions)) {
    return (data as LoadedPage).transactions;
  }
  return [];
}

export interface CachedTransaction {
  transaction: Transaction;
  /** When the listing that holds it was read (for the details' own freshness). */
  updatedAt: number;
}

/**
 * One transaction of an account found in any listing already in the cache (any filter,
 * order or page) read for the same party, the most recently read copy first; undefined when
 * none holds it. A listing read for another party never answers: the bank may refuse that
 * party the account, and the screen must then say so rather than show the cached row.
 */
export function findCachedTransaction(
  queryClient: QueryClient,
  { accountId, companyId, transactionId }: TransactionLookup,
): CachedTransaction | undefined {
  // Partial matching: every listing of this account and party, whatever its other params.
  const listings = [...transactionKeys.lists(), { accountId, companyId: companyId ?? null }];
  let found: CachedTransaction | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listings })) {
    const updatedAt = query.state.dataUpdatedAt;
    if (found && found.updatedAt >= updatedAt) continue;
    const transaction = transactionsOf(query.state.data).find(
      (candidate) => candidate.id === transactionId && candidate.accountId === accountId,
    );
    if (transaction) found = { transaction, updatedAt };
  }
  return found;
}

/**
 * The account's history as the list opens it (newest first, every status): the pages a
 * lookup reads are kept under that listing, so opening the history next sends no GET again.
 */
function defaultHistoryParams(accountId: string, companyId?: string): TransactionListParams {
  return { accountId, companyId, sortOrder: 'descending', limit: HISTORY_PAGE_SIZE };
}

/** How a lookup reads: from the bank even when a listing holds it, and how many pages. */
export interface LookupReading {
  /** Ask the bank even when a cached listing holds the transaction (a receipt's re-read). */
  fresh?: boolean;
  /** At most this many of the newest pages (LOOKUP_PAGES by default). */
  pages?: number;
}

/**
 * A transaction that is not in the cache (or, `fresh`, as the bank has it now): the
 * account's newest pages are read one at a time (at most LOOKUP_PAGES) until it turns up.
 * Null when it is not among them; the screen then says how to find it. What was read is
 * stored as the default history listing when that listing is not cached yet.
 */
export async function lookUpTransaction(
  queryClient: QueryClient,
  { accountId, companyId, transactionId }: TransactionLookup,
  signal?: AbortSignal,
  { fresh = false, pages: pageLimit = LOOKUP_PAGES }: LookupReading = {},
): Promise<Transaction | null> {
  const cached = fresh
    ? undefined
    : findCachedTransaction(queryClient, { accountId, companyId, transactionId });
  if (cached) return cached.transaction;

  const params = defaultHistoryParams(accountId, companyId);
  const pages: LoadedPage[] = [];
  const pageParams: (TransactionsCursor | null)[] = [];
  let cursor: TransactionsCursor | null = null;
  let found: Transaction | null = null;
  for (let read = 0; read < pageLimit && !found; read += 1) {
    const page = await getTransactions({ ...params, lastKey: cursor }, signal);
    pages.push(page);
    pageParams.push(cursor);
    found = page.transactions.find((candidate) => candidate.id === transactionId) ?? null;
    if (!page.lastKey || page.transactions.length === 0) break;
    cursor = page.lastKey;
  }

  const listing = transactionQueries.pages(params).queryKey;
  if (queryClient.getQueryData(listing) === undefined) {
    queryClient.setQueryData(listing, { pages, pageParams });
  }
  return found;
}

export interface TransactionLookup {
  accountId: string;
  companyId?: string | undefined;
  transactionId: string;
}
