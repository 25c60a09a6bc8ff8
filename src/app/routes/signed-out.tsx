import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CenteredMessage } from '../../components/ui/centered-message';
import { useConfig } from '../../config/config-context';
import { useAuth } from '../../lib/auth/auth-context';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { paths } from '../../config/routes';
import { forgetSignedOutReason, readSignedOutReason } from '../signed-out-reason';

/** "after 5 minutes", "after 1 minute", "after 90 seconds": the configured idle time. */
function idleReason(seconds: number, t: Translate): string {
  if (seconds % 60 !== 0) return t('auth.signedOutIdleSeconds', { seconds });
  const minutes = seconds / 60;
  return minutes === 1
    ? t('auth.signedOutIdleOneMinute')
    : t('auth.signedOutIdleMinutes', { minutes });
}

export function SignedOutRoute() {
  const auth = useAuth();
  const { t } = useI18n();
  const { idleTimeoutSeconds } = useConfig();
  // Read once; forgotten after, so a reload or a later sign-out says the usual text.
  const [reason] = useState(readSignedOutReason);
  useEffect(() => forgetSignedOutReason(), []);
  return (
    <CenteredMessage title={t('auth.signedOutTitle')}>
      {reason === 'idle' ? <p>{idleReason(idleTimeoutSeconds, t)}</p> : null}
      <p>{t('auth.signedOutBody')}</p>
      <Button onClick={() => void auth.signIn(paths.profile)}>{t('auth.signIn')}</Button>
    </CenteredMessage>
  );
}
