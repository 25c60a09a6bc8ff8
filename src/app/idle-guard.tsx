import { useEffect, useRef } from 'react';
import { Button } from '../components/ui/button';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const open = phase.kind === 'warning';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-body"
      onCancel={(event) => {
        event.preventDefault();
        stayActive();
      }}
    >
      <h2 id="idle-title">{t('idle.title')}</h2>
      <p id="idle-body">
        {t('idle.body', { seconds: phase.kind === 'warning' ? phase.secondsLeft : warningSeconds })}
      </p>
      <div className="dialog__actions">
        <Button onClick={stayActive}>{t('idle.stay')}</Button>
        <Button variant="secondary" onClick={onTimeout}>
          {t('idle.signOut')}
        </Button>
      </div>
    </dialog>
  );
}
