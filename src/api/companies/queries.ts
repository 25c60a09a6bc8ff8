import { queryOptions } from '@tanstack/react-query';
import { getCompanies, getCompany, getKybAccessToken } from './requests';

/** Query keys of the companies resource; the only place they are made. */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (companyId: string) => [...companyKeys.details(), companyId] as const,
  kybToken: (companyId: string) => [...companyKeys.all, 'kyb-token', companyId] as const,
  /** Mutation key of the email code requests (POST /companies/email/resend-code). */
  emailCodeRequests: () => [...companyKeys.all, 'email-code'] as const,
};

export const companyQueries = {
  /** GET /v2/companies: data is the parsed `{companies}`. */
  list: () =>
    queryOptions({
      queryKey: companyKeys.list(),
      queryFn: ({ signal }) => getCompanies(signal),
    }),
  /** GET /companies/{companyId} (in development: only behind the configuration flag). */
  detail: (companyId: string) =>
    queryOptions({
      queryKey: companyKeys.detail(companyId),
      queryFn: ({ signal }) => getCompany(companyId, signal),
    }),
  /**
   * A KYB token, like a KYC token (../verification/queries.ts): short-lived, always fetched
   * fresh, never kept once unused, never retried, not refreshed on focus.
   */
  kybToken: (companyId: string) =>
    queryOptions({
      queryKey: companyKeys.kybToken(companyId),
      queryFn: ({ signal }) => getKybAccessToken(companyId, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
