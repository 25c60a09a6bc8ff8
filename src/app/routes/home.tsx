import { Navigate } from 'react-router';
import { describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/routes';
import { useOnboardingState } from './onboarding';

/** `/`: people still onboarding go to the guided path, everyone else to their accounts. */
export function HomeRoute() {
  const { state, pending, error, retry } = useOnboardingState();
  if (pending) return <Loading />;
  if (error || !state) return <ErrorMessage error={describeError(error)} onRetry={retry} />;
  return <Navigate to={state.kind === 'done' ? paths.accounts : paths.onboarding} replace />;
}
