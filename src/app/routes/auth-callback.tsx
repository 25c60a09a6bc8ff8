import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { CenteredMessage } from '../../components/ui/centered-message';
import { useAuth } from '../../lib/auth/auth-context';
import { cspRefusals, onCspRefusal } from '../../lib/auth/csp-violations';
import { useI18n } from '../../lib/i18n/i18n';
import { preloadScreen } from '../screen-preload';
import { forgetSignedOutReason } from '../signed-out-reason';

// Loaded only when the page's policy refused an address during sign-in: operators' words.
const RefusedByPolicy = lazy(async () => ({
  default: (await import('../../components/errors/csp-refusal-note')).RefusedByPolicy,
}));

/**
 * The identity provider sends the browser here with `code` and `state`. The
 * code is exchanged (PKCE) and the URL is replaced at once so neither stays in
 * the address bar or the history.
 */
export function AuthCallbackRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  // Read once: StrictMode runs the effect twice, after the URL was cleaned.
  const [url] = useState(() => window.location.href);
  // What the page fetches: a refusal may be reported a moment after the fetch failed.
  const refused = useSyncExternalStore(onCspRefusal, cspRefusals).filter(
    (refusal) => refusal.directive === 'connect-src',
  );

  useEffect(() => {
    // Take code and state out of the address bar before anything else runs.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    // The screen the customer is going to loads while the code is exchanged, not after; the
    // way there waits for both, so that screen draws at once instead of behind a fallback.
    const pending = auth.pendingReturnPath();
    const screen = pending ? preloadScreen(pending) : Promise.resolve();
    auth.completeSignIn(url).then(
      async (returnTo) => {
        // A new session: a reason left by an earlier one that never reached the signed-out
        // page is stale (the shell may remount during a sign-out, so it is not forgotten there).
        forgetSignedOutReason();
        await screen;
        void navigate(returnTo, { replace: true });
      },
      () => setFailed(true),
    );
  }, [auth, navigate, url]);

  if (failed) {
    return (
      <CenteredMessage title={t('auth.callbackFailed')}>
        {refused.length > 0 ? (
          <Suspense fallback={null}>
            <RefusedByPolicy refusals={refused} />
          </Suspense>
        ) : (
          <p>{t('auth.callbackFailedBody')}</p>
        )}
        <Button onClick={() => void auth.signIn('/')}>{t('auth.signInAgain')}</Button>
      </CenteredMessage>
    );
  }
  return <CenteredMessage title={t('auth.completing')} busy />;
}
