import { useQuery } from '@tanstack/react-query';
import { useCallback, type ComponentType } from 'react';
import { companyErrors } from '../../api/companies/errors';
import { useFreshKybToken } from '../../api/companies/kyb';
import { companyQueries } from '../../api/companies/queries';
import { describeError, hasMessage } from '../../api/errors';
import { StatePanel, type HeadingRef } from '../../components/verifier/state-panel';
import { VerifierWidgetArea } from '../../components/verifier/verifier-widget-area';
import type { VerifierWidgetProps } from '../../components/verifier/verifier-widget-props';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { NotYourCompany } from './company-step-frame';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

/** The verifier's widget, as the route screen gives it (the same one as the client's check). */
export type KybWidget = ComponentType<VerifierWidgetProps>;

/**
 * The KYB states that need documents (`kyb:initiated`, `kyb:resubmission`): what to have ready,
 * then the verifier's widget with a KYB token (v2, else v1) that it renews through the API.
 */
export function KybWidgetStep({
  companyId,
  name,
  resubmission,
  headingRef,
  Widget,
  onApplicantEvent,
}: {
  companyId: string;
  name: string;
  resubmission: boolean;
  headingRef: HeadingRef;
  Widget: KybWidget;
  onApplicantEvent: (type: string) => void;
}) {
  const { t } = useI18n();
  // Mounted only in these states, so a token is fetched afresh each time they start.
  const token = useQuery(companyQueries.kybToken(companyId));
  const expirationHandler = useFreshKybToken(companyId);
  const onMessage = useCallback((type: string) => onApplicantEvent(type), [onApplicantEvent]);

  if (token.isError && hasMessage(token.error, companyErrors.companyNotFound)) {
    return <NotYourCompany />;
  }

  return (
    <StatePanel
      tone={resubmission ? 'warning' : 'neutral'}
      title={t(
        resubmission ? 'companies.verify.resubmission.title' : 'companies.verify.initiated.title',
        { name },
      )}
      headingRef={headingRef}
    >
      <p>
        {t(resubmission ? 'companies.verify.resubmission.body' : 'companies.verify.initiated.body')}
      </p>
      <VerifierWidgetArea
        token={token}
        Widget={Widget}
        expirationHandler={expirationHandler}
        onMessage={onMessage}
        tokenErrorTitle={t('companies.verify.tokenError')}
        describeError={describeError}
      />
    </StatePanel>
  );
}
