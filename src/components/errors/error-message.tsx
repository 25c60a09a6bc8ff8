import { lazy, Suspense } from 'react';
import { cspRefusals } from '../../lib/auth/csp-violations';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { Button } from '../ui/button';
import { SupportContact } from '../ui/support-contact';

// Loaded only when the page's policy has refused an address: operators' words, rarely needed.
const CspRefusalNote = lazy(async () => ({
  default: (await import('./csp-refusal-note')).CspRefusalNote,
}));

/** What a failed request means for a person, without knowledge of the API module. */
export interface DescribedError {
  /** A plain-words explanation from the i18n catalog. */
  key: MessageKey;
  /** The API's own message, when it sent one. */
  apiMessage?: string | null;
}

/** A described error as one sentence (a form's error summary line). */
export function describedErrorText(error: DescribedError, t: Translate): string {
  const detail = error.apiMessage
    ? ` ${t('error.withMessage', { message: error.apiMessage })}`
    : '';
  return `${t(error.key)}${detail}`;
}

/**
 * An error state: the explanation, the API's message when there is one, and a
 * way to retry. Announced to assistive technology as an alert.
 */
export function ErrorMessage({
  error,
  onRetry,
  title,
}: {
  error: DescribedError;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="error-message" role="alert">
      <h2 className="error-message__title">{title ?? t('error.title')}</h2>
      <p>{t(error.key)}</p>
      {error.apiMessage ? <p>{t('error.withMessage', { message: error.apiMessage })}</p> : null}
      {error.key === 'error.server' ? <SupportContact variant="block" /> : null}
      {error.key === 'error.network' && cspRefusals().length > 0 ? (
        <Suspense fallback={null}>
          <CspRefusalNote />
        </Suspense>
      ) : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      ) : null}
    </div>
  );
}
