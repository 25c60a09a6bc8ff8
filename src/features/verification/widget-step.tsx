import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ClientKyc } from '../../api/client/schemas';
import { describeError } from '../../api/errors';
import { useFreshKycToken, verificationQueries } from '../../api/verification/queries';
import { kycTokenErrorOf } from '../../api/verification/requests';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { StatePanel, type HeadingRef } from '../../components/verifier/state-panel';
import { VerifierWidgetArea } from '../../components/verifier/verifier-widget-area';
import { TokenProblem, type VerificationLinks } from './state-panel';
import { VerifierWidget } from './verifier-widget';
import { verificationEn } from '../../lib/i18n/en/verification';

registerTexts(verificationEn);

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
  const { t } = useI18n();
  // Mounted only in these states, so a token is fetched afresh each time they start.
  const token = useQuery(verificationQueries.kycToken());

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
  return (
    <StatePanel
      tone={unconfirmed ? 'neutral' : 'warning'}
      title={t(unconfirmed ? 'verification.unconfirmed.title' : 'verification.resubmission.title')}
      headingRef={headingRef}
    >
      <p>{t(unconfirmed ? 'verification.unconfirmed.body' : 'verification.resubmission.body')}</p>
      <VerifierWidgetArea
        token={token}
        Widget={VerifierWidget}
        expirationHandler={expirationHandler}
        onMessage={onMessage}
        tokenErrorTitle={t('verification.tokenError.title')}
        describeError={describeError}
      />
    </StatePanel>
  );
}
