import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { useIdleTimer } from '../hooks/use-idle-timer';
import { useI18n } from '../lib/i18n/i18n';
import { rememberSignedOutReason } from './signed-out-reason';

/**
 * Ends an idle session (PSD2: at most 5 minutes for online banking), with a
 * modal warning before it that the user can answer with one key press (the
 * modal dialog focuses its first button, "Stay signed in").
 */
export function IdleGuard({
  timeoutSeconds,
  onTimeout,
}: {
  timeoutSeconds: number;
  onTimeout: () => void;
}) {
  const { t } = useI18n();
  const warningSeconds = Math.min(60, Math.floor(timeoutSeconds / 2));
  // The timer ran out (not "Sign out now"): the signed-out page says why.
  const timedOut = () => {
    rememberSignedOutReason('idle');
    onTimeout();
  };
  const { phase, stayActive } = useIdleTimer({
    timeoutSeconds,
    warningSeconds,
    onTimeout: timedOut,
  });
  const seconds = phase.kind === 'warning' ? phase.secondsLeft : warningSeconds;

  // Escape answers "Stay signed in", like the first button, which takes focus.
  return (
    <Dialog
      open={phase.kind === 'warning'}
      title={t('idle.title')}
      onCancel={stayActive}
      actions={
        <>
          <Button onClick={stayActive}>{t('idle.stay')}</Button>
          <Button variant="secondary" onClick={onTimeout}>
            {t('idle.signOut')}
          </Button>
        </>
      }
    >
      <p>{t('idle.body', { seconds })}</p>
    </Dialog>
  );
}
