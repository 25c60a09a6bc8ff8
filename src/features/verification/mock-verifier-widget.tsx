import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import {
  submitToMockVerifier,
  type MockVerifierOutcome,
} from '../../api/verification/mock-verifier';
import { Button } from '../../components/ui/button';
import { useConfig } from '../../config/config-context';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { VerifierWidgetProps } from '../../components/verifier/verifier-widget-props';
import { verificationEn } from '../../lib/i18n/en/verification';

registerTexts(verificationEn);

const OUTCOMES = [
  'confirmed',
  'rejected',
  'resubmission',
] as const satisfies readonly MockVerifierOutcome[];

/**
 * The mock environment's stand-in for the verifier's widget: same props as
 * the Sumsub one, no document upload; the tester picks the review's result.
 */
export function MockVerifierWidget({
  accessToken,
  expirationHandler,
  onMessage,
  onError,
}: VerifierWidgetProps) {
  const { t } = useI18n();
  const { apiBaseUrl } = useConfig();
  const id = useId();
  const [outcome, setOutcome] = useState<MockVerifierOutcome>('confirmed');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function send(token: string, retried: boolean): Promise<void> {
    try {
      await submitToMockVerifier({ baseUrl: apiBaseUrl, token, outcome });
    } catch (error) {
      // An expired token is renewed once, as the real widget does.
      if (!retried && error instanceof ApiError && error.status === 401) {
        return send(await expirationHandler(), true);
      }
      throw error;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await send(accessToken, false);
      onMessage('idCheck.onApplicantSubmitted', { outcome });
    } catch (error) {
      onError(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="verifier-mock" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="verifier-mock__title">
        {t('verification.mock.title')}
      </h3>
      <p>{t('verification.mock.body')}</p>
      <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
        <fieldset className="verifier-mock__choices">
          <legend className="field__label">{t('verification.mock.outcome')}</legend>
          {OUTCOMES.map((value) => (
            <div className="verifier-mock__choice" key={value}>
              <input
                type="radio"
                id={`${id}-${value}`}
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              <label htmlFor={`${id}-${value}`}>{t(`verification.mock.${value}`)}</label>
            </div>
          ))}
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? t('verification.mock.submitting') : t('verification.mock.submit')}
        </Button>
      </form>
    </section>
  );
}
