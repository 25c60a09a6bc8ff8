import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getKycAccessToken } from './requests';

/** Query keys and options of identity verification; the only place they are made. */
export const verificationKeys = {
  all: ['verification'] as const,
  kycToken: () => [...verificationKeys.all, 'kyc-token'] as const,
};

export const verificationQueries = {
  /**
   * A KYC token is short-lived and single-purpose: always fetched fresh (the
   * widget's expiration handler asks again), never kept once unused, never
   * retried (its 4xx answers explain what to do first), and not refreshed on
   * focus (the widget renews it itself through the expiration handler).
   */
  kycToken: () =>
    queryOptions({
      queryKey: verificationKeys.kycToken(),
      queryFn: ({ signal }) => getKycAccessToken(signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};

/**
 * A fresh KYC token on demand, for the verifier widget's expiration handler: always asks
 * the API again (the token query keeps nothing), so the widget never gets an expired one.
 */
export function useFreshKycToken(): () => Promise<string> {
  const queryClient = useQueryClient();
  return useCallback(
    async () => (await queryClient.fetchQuery(verificationQueries.kycToken())).token,
    [queryClient],
  );
}
