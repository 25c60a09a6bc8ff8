import { Navigate } from 'react-router';
import { describeError } from '../../api/errors';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/routes';
import { useOnboardingState } from '../../features/onboarding/use-onboarding-state';

/** `/`: people still onboarding go to the guided path, everyone else to their accounts. */
export function HomeRoute() {
  const onboarding = useOnboardingState();
  return (
    <QueryState query={onboarding} describeError={describeError}>
      {(state) => (
        <Navigate to={state.kind === 'done' ? paths.accounts : paths.onboarding} replace />
      )}
    </QueryState>
  );
}
