import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clientKeys } from '../client/queries';

/**
 * What the verifier's widget reports (documents sent, status changed) happens outside the
 * Client API: the returned callback reads the client's profile again, where the new `kyc`
 * status shows. The promise settles once the profile is fresh.
 */
export function useVerificationChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: clientKeys.profile() }),
    [queryClient],
  );
}
