import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type { ClientKyc } from '../../api/client/schemas';
import { describeError } from '../../api/errors';
import { useFreshKycToken, verificationQueries } from '../../api/verification/queries';
import { kycTokenErrorOf } from '../../api/verification/requests';
import { ErrorMessage } from '../../components/errors/error-message';
import { QueryState } from '../../components/ui/query-state';
import { useI18n } from '../../lib/i18n/i18n';
import { StatePanel, type HeadingRef } from '../../components/verifier/state-panel';
import { TokenProblem, type VerificationLinks } from './state-panel';
import { VerifierWidget } from './verifier-widget';

/** The states that need documents: explanation, then the verifier's widget. */
export function WidgetStep({
  kyc,
  links,
  headingRef,
  onApplicantEvent,
}: {
  kyc: 'kyc:unconfirmed' | 'kyc:resubmission';
  links: VerificationLinks;
  headingRef: HeadingRef;
  onApplicantEvent: (type: string, from: ClientKyc) => void;
}) {
  const { t, locale } = useI18n();
  // Mounted only in these states, so a token is fetched afresh each time they start.
  const token = useQuery(verificationQueries.kycToken());
  const [widgetError, setWidgetError] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const expirationHandler = useFreshKycToken();
  const onMessage = useCallback(
    (type: string) => onApplicantEvent(type, kyc),
    [onApplicantEvent, kyc],
  );

  const problem = token.isError ? kycTokenErrorOf(token.error) : null;
  if (problem) {
    return (
      <TokenProblem message={problem} apiMessage={problem} links={links} headingRef={headingRef} />
    );
  }

  const unconfirmed = kyc === 'kyc:unconfirmed';
  let body: ReactNode;
  if (widgetError !== null && !token.isError) {
    const described = describeError(widgetError.error);
    body = (
      <ErrorMessage
        title={t('verification.widgetError.title')}
        error={
          described.key === 'error.unexpected'
            ? { key: 'verification.widgetError.body' }
            : described
        }
        onRetry={() =>
          void token.refetch().then(() => {
            setWidgetError(null);
            setAttempt((n) => n + 1);
          })
        }
      />
    );
  } else {
    body = (
      <QueryState
        query={token}
        describeError={describeError}
        errorTitle={t('verification.tokenError.title')}
        loadingLabel={t('verification.widgetLoading')}
      >
        {({ token: accessToken }) => (
          <VerifierWidget
            key={attempt}
            accessToken={accessToken}
            expirationHandler={expirationHandler}
            locale={locale}
            onMessage={onMessage}
            onError={(error) => setWidgetError({ error })}
          />
        )}
      </QueryState>
    );
  }

  return (
    <StatePanel
      tone={unconfirmed ? 'neutral' : 'warning'}
      title={t(unconfirmed ? 'verification.unconfirmed.title' : 'verification.resubmission.title')}
      headingRef={headingRef}
    >
      <p>{t(unconfirmed ? 'verification.unconfirmed.body' : 'verification.resubmission.body')}</p>
      {body}
    </StatePanel>
  );
}
