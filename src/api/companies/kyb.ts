import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyKeys, companyQueries } from './queries';

/**
 * A fresh KYB token on demand, for the verifier widget's expiration handler: always asks the
 * API again (the token query keeps nothing), so the widget never gets an expired one.
 */
export function useFreshKybToken(companyId: string): () => Promise<string> {
  const queryClient = useQueryClient();
  return useCallback(
    async () => (await queryClient.fetchQuery(companyQueries.kybToken(companyId))).token,
    [queryClient, companyId],
  );
}

/**
 * What the verifier's widget reports for a company happens outside the Client API: the
 * returned callback reads the companies again (the list, and a legacy record in use), where
 * the new `kyb` status shows.
 */
export function useKybChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
      queryClient.invalidateQueries({ queryKey: companyKeys.details() }),
    ]);
  }, [queryClient]);
}
