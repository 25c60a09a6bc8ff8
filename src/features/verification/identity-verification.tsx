import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { clientQueries } from '../../api/client/queries';
import type { ClientKyc, ClientProfile } from '../../api/client/schemas';
import { ApiError, describeError } from '../../api/errors';
import { useVerificationChanged } from '../../api/verification/mutations';
import { Button } from '../../components/ui/button';
import { ProgressStatus } from '../../components/ui/progress-status';
import { QueryState } from '../../components/ui/query-state';
import { SupportContact } from '../../components/ui/support-contact';
import { useDocumentVisible } from '../../hooks/use-document-visible';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { readableValue } from '../../utils/readable-value';
import { StatePanel } from '../../components/verifier/state-panel';
import { useStateHeading } from '../../components/verifier/use-state-heading';
import { TokenProblem, type VerificationLinks } from './state-panel';
import { APPLICANT_EVENTS } from '../../components/verifier/verifier-widget-props';
import { WidgetStep } from './widget-step';
import { verificationEn } from '../../lib/i18n/en/verification';

registerTexts(verificationEn);

export type { VerificationLinks } from './state-panel';

/** How often the status is read again while documents are being checked. */
export const PENDING_POLL_MS = 3000;

/**
 * The identity-verification (KYC) step: explains the client's `kyc` state and,
 * when documents are needed, shows the verifier's widget. While documents are
 * checked the status is read every few seconds, only while the page is visible.
 */
export function IdentityVerification({
  onVerified,
  links,
}: {
  onVerified: () => void;
  links: VerificationLinks;
}) {
  const { t } = useI18n();
  const verificationChanged = useVerificationChanged();
  const visible = useDocumentVisible();
  // The status documents were sent from: read again until the API reports a change.
  const [submittedFrom, setSubmittedFrom] = useState<ClientKyc | null>(null);

  const profile = useQuery({
    ...clientQueries.profile(),
    refetchInterval: (query) => {
      const status = query.state.data?.kyc;
      const waiting =
        status === 'kyc:pending' || (submittedFrom !== null && status === submittedFrom);
      return waiting && visible ? PENDING_POLL_MS : false;
    },
    refetchIntervalInBackground: false,
  });
  const kyc = profile.data?.kyc;
  if (submittedFrom !== null && kyc !== undefined && kyc !== submittedFrom) setSubmittedFrom(null);
  // Documents sent and the bank not told yet: the same wait as a pending check, never the
  // widget again with nothing on screen saying that anything is going on.
  const waiting = kyc === 'kyc:pending' || (submittedFrom !== null && kyc === submittedFrom);

  // When the status changes on screen, its heading takes focus so the change is announced.
  const heading = useStateHeading(waiting ? 'kyc:pending' : kyc);

  const onApplicantEvent = useCallback(
    (type: string, from: ClientKyc) => {
      if (!APPLICANT_EVENTS.includes(type)) return;
      if (type !== 'idCheck.onApplicantStatusChanged') setSubmittedFrom(from);
      void verificationChanged();
    },
    [verificationChanged],
  );

  // No profile yet: GET /client answers 404 `Client not found` (read as null, or as the error).
  const clientNotFound = (apiMessage: string | null) => (
    <TokenProblem
      message="Client not found"
      apiMessage={apiMessage}
      links={links}
      headingRef={heading}
    />
  );

  const renderKyc = (kyc: ClientProfile['kyc']) => {
    if (waiting) {
      return (
        <StatePanel tone="info" title={t('verification.pending.title')} headingRef={heading}>
          <ProgressStatus text={t('verification.pending.progress')} />
          <p>{t('verification.pending.body')}</p>
          <Button
            variant="secondary"
            disabled={profile.isFetching}
            onClick={() => void profile.refetch()}
          >
            {profile.isFetching
              ? t('verification.pending.checking')
              : t('verification.pending.checkNow')}
          </Button>
        </StatePanel>
      );
    }
    switch (kyc) {
      case 'kyc:unconfirmed':
      case 'kyc:resubmission':
        return (
          <WidgetStep
            kyc={kyc === 'kyc:unconfirmed' ? 'kyc:unconfirmed' : 'kyc:resubmission'}
            links={links}
            headingRef={heading}
            onApplicantEvent={onApplicantEvent}
          />
        );
      case 'kyc:confirmed':
        return (
          <StatePanel tone="success" title={t('verification.confirmed.title')} headingRef={heading}>
            <p>{t('verification.confirmed.body')}</p>
            <Button onClick={onVerified}>{t('verification.confirmed.continue')}</Button>
          </StatePanel>
        );
      case 'kyc:rejected':
        return (
          <StatePanel tone="danger" title={t('verification.rejected.title')} headingRef={heading}>
            <p>{t('verification.rejected.body')}</p>
            <h3 className="verification__subtitle">{t('verification.rejected.nextTitle')}</h3>
            <ul>
              <li>{t('verification.rejected.contactSupport')}</li>
              <li>{t('verification.rejected.submitAgain')}</li>
            </ul>
            <SupportContact variant="block" />
          </StatePanel>
        );
      default:
        // A kyc the spec does not list: not confirmed; the bank's word, readable.
        return (
          <StatePanel tone="warning" title={t('verification.other.title')} headingRef={heading}>
            <p>{t('verification.other.body', { status: readableValue(kyc) })}</p>
            <SupportContact variant="block" />
          </StatePanel>
        );
    }
  };

  return (
    <QueryState
      query={profile}
      describeError={describeError}
      keepDataOnError
      renderError={(error) =>
        error instanceof ApiError && error.status === 404
          ? clientNotFound(error.apiMessage)
          : undefined
      }
      empty={clientNotFound(null)}
    >
      {(client) => renderKyc(client.kyc)}
    </QueryState>
  );
}
