import { http } from '../http';
import { transactionsTakeCompanyId } from './wire';
import {
  encodeTransactionsLastKey,
  transactionListResponseSchema,
  type TRANSACTION_SORT_ORDERS,
  type TransactionListPage,
  type TransactionsCursor,
  type TransactionStatus,
} from './schemas';

export type TransactionSortOrder = (typeof TRANSACTION_SORT_ORDERS)[number];

/** What a transaction list asks for (GET /v1/transactions query parameters). */
export interface TransactionListParams {
  /** One account; without it, every account of the scope. */
  accountId?: string | undefined;
  /** A company's accounts instead of the user's own. */
  companyId?: string | undefined;
  status?: TransactionStatus | undefined;
  sortOrder?: TransactionSortOrder | undefined;
  /** Page size, 1-100. */
  limit: number;
}

/**
 * GET /v1/transactions: one page. The API answers an array of pages (one element in
 * practice); they are joined into one page whose `lastKey` is the last element's, and null
 * when there is no further page.
 */
export async function getTransactions(
  params: TransactionListParams & { lastKey?: TransactionsCursor | null | undefined },
  signal?: AbortSignal,
): Promise<TransactionListPage & { lastKey: TransactionsCursor | null }> {
  const pages = await http().request({
    path: '/v1/transactions',
    query: {
      accountId: params.accountId,
      // The account names the rows; the company only where the bank is known to take it.
      companyId:
        params.accountId === undefined && transactionsTakeCompanyId()
          ? params.companyId
          : undefined,
      status: params.status,
      // Sent even when it is the default, so a server with another default still answers
      // newest first.
      sortOrder: params.sortOrder ?? 'descending',
      limit: params.limit,
      lastKey: params.lastKey ? encodeTransactionsLastKey(params.lastKey) : undefined,
    },
    schema: transactionListResponseSchema,
    signal,
  });
  return {
    transactions: pages.flatMap((page) => page.transactions),
    lastKey: pages.at(-1)?.lastKey ?? null,
  };
}
