import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../api/accounts/queries';
import { clientQueries } from '../../api/client/queries';
import { onboardingState } from './next-step';

/**
 * Where the client stands: the profile, then the accounts once the identity is verified.
 * Shaped like a query result (status, data, error, refetch) so a screen can show its states
 * with QueryState. Its own module, so that `/`, where every sign-in lands, reads it without
 * loading the onboarding screens.
 */
export function useOnboardingState() {
  const profile = useQuery(clientQueries.profile());
  const verified = profile.data?.kyc === 'kyc:confirmed';
  const accounts = useQuery({ ...accountQueries.list(), enabled: verified });
  const pending = profile.isPending || (verified && accounts.isPending);
  const error = profile.error ?? (verified ? accounts.error : null);
  const status: 'pending' | 'error' | 'success' = pending ? 'pending' : error ? 'error' : 'success';
  const data =
    status === 'success'
      ? onboardingState(profile.data ?? null, accounts.data?.length ?? 0)
      : undefined;
  const refetch = () => {
    void profile.refetch();
    if (verified) void accounts.refetch();
  };
  return { status, data, error, refetch, accounts: accounts.data };
}
