import { AppLayout } from '../components/layouts/app-layout';
import { useAuth } from '../lib/auth/auth-context';
import { useConfig } from '../config/config-context';
import { IdleGuard } from './idle-guard';
import { navItems } from './nav-items';
import { RequireAuth } from './routes/require-auth';
import { RouteError } from './routes/route-error';

export function SignedInShell() {
  return (
    <RequireAuth>
      <Shell />
    </RequireAuth>
  );
}

function Shell() {
  const auth = useAuth();
  const config = useConfig();
  const signOut = () => void auth.signOut();
  return (
    <AppLayout
      navItems={navItems}
      userName={auth.profileName()}
      onSignOut={signOut}
      aside={<IdleGuard timeoutSeconds={config.idleTimeoutSeconds} onTimeout={signOut} />}
      routeError={(reset, error) => <RouteError error={error} onRetry={reset} />}
    />
  );
}
