import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { CenteredMessage } from '../../components/ui/centered-message';
import { useAuth } from '../../lib/auth/auth-context';
import { cspRefusals, onCspRefusal, type CspRefusal } from '../../lib/auth/csp-violations';
import { cspEn } from '../../lib/i18n/en/csp';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { loadAreaTexts } from '../../lib/i18n/locale-texts';
import { preloadScreen } from '../screen-preload';
import { forgetSignedOutReason } from '../signed-out-reason';

registerTexts(cspEn);

/** Where an operator reads how to produce headers that allow the provider and the API. */
const HOW_TO = {
  doc: 'docs/deployment.md',
  command: 'npx tsx scripts/security-headers.ts config.json --discover',
};

/**
 * A sign-in the page's Content-Security-Policy stopped: the fetch failed as a bare network
 * error, so the customer is told it is not theirs to fix, and the operators what was refused.
 */
function RefusedByPolicy({ refusals }: { refusals: readonly CspRefusal[] }) {
  const { t } = useI18n();
  // The texts are the areas' (the German ones load with the first area route, not here).
  useEffect(() => void loadAreaTexts(), []);
  return (
    <>
      <p>{t('csp.callbackRefusedBody')}</p>
      <h2>{t('csp.forOperators')}</h2>
      <ul>
        {refusals.map(({ address, directive }) => (
          <li key={directive + address}>{t('csp.refusal', { address, directive })}</li>
        ))}
      </ul>
      <p>{t('csp.howToFix', HOW_TO)}</p>
    </>
  );
}

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
          <RefusedByPolicy refusals={refused} />
        ) : (
          <p>{t('auth.callbackFailedBody')}</p>
        )}
        <Button onClick={() => void auth.signIn('/')}>{t('auth.signInAgain')}</Button>
      </CenteredMessage>
    );
  }
  return <CenteredMessage title={t('auth.completing')} busy />;
}
