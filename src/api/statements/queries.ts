import { queryOptions } from '@tanstack/react-query';
import { requestStatement } from './requests';
import type { StatementRequest } from './schemas';

type StatementAsk = StatementRequest & { accountId: string; companyId?: string };

/** Query keys of the statements resource; the only place they are made. */
export const statementKeys = {
  all: ['statements'] as const,
  bank: ({ accountId, companyId, fromDate, toDate, timezone }: StatementAsk) =>
    [
      ...statementKeys.all,
      'bank',
      { accountId, companyId: companyId ?? null, fromDate, toDate, timezone },
    ] as const,
};

export const statementQueries = {
  /**
   * The bank's answer for one period, asked once per period and screen visit: the request is
   * a POST that may start a document on the bank's side, so it is never retried and never
   * refreshed in the background.
   */
  bank: (ask: StatementAsk) =>
    queryOptions({
      queryKey: statementKeys.bank(ask),
      queryFn: ({ signal }) => requestStatement(ask, signal),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
