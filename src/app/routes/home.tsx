import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { companyQueries } from '../../api/companies/queries';
import { describeError } from '../../api/errors';
import { Loading } from '../../components/ui/loading';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/routes';
import type { OnboardingState } from '../../features/onboarding/next-step';
import { useOnboardingState } from '../../features/onboarding/use-onboarding-state';

/**
 * `/`: people still onboarding go to the guided path, everyone else to their accounts. A
 * company admin whose path would stop at their first personal account goes to their
 * companies instead, where their company accounts are.
 */
export function HomeRoute() {
  const onboarding = useOnboardingState();
  return (
    <QueryState query={onboarding} describeError={describeError}>
      {(state) => <Landing state={state} />}
    </QueryState>
  );
}

function Landing({ state }: { state: OnboardingState }) {
  // Assumption A-111 (docs/assumptions.md): where an admin without personal accounts lands.
  const onlyFirstAccountLeft = state.kind === 'step' && state.step === 'account';
  const companies = useQuery({ ...companyQueries.list(), enabled: onlyFirstAccountLeft });
  if (state.kind === 'done') return <Navigate to={paths.accounts} replace />;
  if (!onlyFirstAccountLeft) return <Navigate to={paths.onboarding} replace />;
  if (companies.isPending) return <Loading />;
  // A failed list is no reason to stop anyone: the guided path is where they went before.
  const administers = (companies.data?.companies.length ?? 0) > 0;
  return <Navigate to={administers ? paths.companies : paths.onboarding} replace />;
}
