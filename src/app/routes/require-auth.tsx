import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CenteredMessage } from '../../components/ui/centered-message';
import { paths } from '../../config/routes';
import { TITLE_LEVEL, useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth, useAuthStatus } from '../../lib/auth/auth-context';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * Renders its children only for a signed-in user. Otherwise (first visit, a
 * reload: tokens live in memory only, an ended session) it starts a new
 * sign-in that returns to the current address. After a sign-out (here or in
 * another tab) it shows the signed-out page instead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const status = useAuthStatus();
  const { t } = useI18n();
  const location = useLocation();
  const started = useRef(false);
  const returnTo = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (status !== 'anonymous' || started.current) return;
    started.current = true;
    void auth.signIn(returnTo).catch(() => {
      started.current = false;
    });
  }, [auth, status, returnTo]);

  // While signing in or out, the tab says so, whatever the address.
  useDocumentTitle(
    status === 'signed-in' || status === 'signed-out'
      ? undefined
      : t(status === 'signing-out' ? 'title.signingOut' : 'title.signingIn'),
    TITLE_LEVEL.session,
  );

  if (status === 'signed-in') return children;
  if (status === 'signed-out') return <Navigate to={paths.signedOut} replace />;
  return (
    <CenteredMessage
      title={t(status === 'signing-out' ? 'auth.signingOut' : 'auth.signingIn')}
      busy
    >
      {status === 'anonymous' ? <p>{t('auth.signingInBody')}</p> : null}
    </CenteredMessage>
  );
}
