import { useEffect, useRef, useState } from 'react';
import {
  useLastEmailCodeSentAt,
  useResendCompanyEmailMutation,
} from '../../api/companies/mutations';
import { describeError } from '../../api/errors';
import { describedErrorText } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { formatWait, useSecondsLeft } from './use-seconds-left';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

/** How long after a code was sent the next one may be asked for. */
// Assumption A-120 (docs/assumptions.md): the spec sets no rate limit; the UI allows one a minute.
export const RESEND_WAIT_SECONDS = 60;

/**
 * "Send a new code" (POST /companies/email/resend-code), then a visible countdown until the next
 * may be asked for. Announced politely twice, when a code is sent and when the wait is over,
 * never each second. The wait is kept across visits to the screen for the session.
 */
export function EmailCodeResend({ companyId, email }: { companyId: string; email: string }) {
  const { t } = useI18n();
  const resend = useResendCompanyEmailMutation();
  // One request per press; after an answer another may be asked for (once the wait is over).
  const { submit, reset } = useSubmitOnce(resend);
  const sentAt = useLastEmailCodeSentAt(companyId);
  const until = sentAt === null ? null : sentAt + RESEND_WAIT_SECONDS * 1000;
  const secondsLeft = useSecondsLeft(until, RESEND_WAIT_SECONDS);
  const waiting = secondsLeft > 0;
  const [announcement, setAnnouncement] = useState('');

  // The end of a wait seen on this screen is announced once.
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    if (wasWaiting.current && !waiting) setAnnouncement(t('companies.emailStep.canResend'));
    wasWaiting.current = waiting;
  }, [waiting, t]);

  const send = () => {
    // Stays focusable while waiting (aria-disabled), so pressing it then does nothing.
    if (waiting || resend.isPending) return;
    submit(
      { companyId },
      {
        onSuccess: () => {
          reset();
          setAnnouncement(
            `${t('companies.emailStep.resent', { email })} ${t('companies.emailStep.waitAnnounced', { seconds: RESEND_WAIT_SECONDS })}`,
          );
        },
      },
    );
  };

  return (
    <div className="company-email__resend">
      <h2 className="company-email__resend-title">{t('companies.emailStep.resendTitle')}</h2>
      {resend.isError ? (
        <p className="field__error" role="alert">
          {t('companies.emailStep.resendFailed')}:{' '}
          {describedErrorText(describeError(resend.error), t)}
        </p>
      ) : null}
      <p className="company-email__resend-actions">
        <Button
          variant="secondary"
          onClick={send}
          aria-disabled={waiting || resend.isPending || undefined}
          aria-describedby={waiting ? 'company-email-wait' : undefined}
        >
          {resend.isPending ? t('companies.emailStep.resending') : t('companies.emailStep.resend')}
        </Button>
        {waiting ? (
          <span id="company-email-wait" className="company-email__wait">
            {t('companies.emailStep.wait', { time: formatWait(secondsLeft) })}
          </span>
        ) : null}
      </p>
      <p role="status" className="company-step__status">
        {announcement}
      </p>
    </div>
  );
}
