import { useCallback, useState } from 'react';
import { useKybChanged } from '../../api/companies/kyb';
import { COMPANY_ADM_ACTIVE, type Company } from '../../api/companies/schemas';
import { Button } from '../../components/ui/button';
import { StatePanel } from '../../components/verifier/state-panel';
import { useStateHeading } from '../../components/verifier/use-state-heading';
import { APPLICANT_EVENTS } from '../../components/verifier/verifier-widget-props';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { CompanyNextSteps } from './company-next-steps';
import { admStatus, kybStatus } from './company-words';
import { KybWidgetStep, type KybWidget } from './kyb-widget-step';
import { useCompanyStatus } from './use-company-status';
import { companiesEn } from '../../lib/i18n/en/companies';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companiesEn, companyStepsEn);

/**
 * A company's verification (KYB): each status explained with what comes next; the verifier's
 * widget while documents are needed; the status read again while they are checked.
 */
export function CompanyVerification({
  company: listed,
  name,
  Widget,
}: {
  company: Company;
  name: string;
  Widget: KybWidget;
}) {
  const { t } = useI18n();
  const kybChanged = useKybChanged();
  // The status documents were sent from: read again until the bank reports a change.
  const [submittedFrom, setSubmittedFrom] = useState<string | null>(null);
  const { status, company, checking, checkNow } = useCompanyStatus(listed, submittedFrom);
  if (submittedFrom !== null && status.kyb !== submittedFrom) setSubmittedFrom(null);

  // When the status changes on screen, its heading takes focus so the change is announced.
  const heading = useStateHeading(status.kyb);

  const kyb = status.kyb;
  const onApplicantEvent = useCallback(
    (type: string) => {
      if (!APPLICANT_EVENTS.includes(type)) return;
      if (type !== 'idCheck.onApplicantStatusChanged') setSubmittedFrom(kyb);
      void kybChanged();
    },
    [kybChanged, kyb],
  );

  const checkButton = (
    <Button variant="secondary" disabled={checking} onClick={checkNow}>
      {checking ? t('companies.verify.checking') : t('companies.verify.checkNow')}
    </Button>
  );

  const panel = () => {
    switch (kyb) {
      case 'kyb:initiated':
      case 'kyb:resubmission':
        return (
          <KybWidgetStep
            companyId={company.companyId}
            name={name}
            resubmission={kyb === 'kyb:resubmission'}
            headingRef={heading}
            Widget={Widget}
            onApplicantEvent={onApplicantEvent}
          />
        );
      case 'kyb:pending':
        return (
          <StatePanel
            tone="info"
            title={t('companies.verify.pending.title', { name })}
            headingRef={heading}
          >
            <p className="verification__waiting">
              <span className="spinner" aria-hidden="true" />
              <span>{t('companies.verify.pending.body')}</span>
            </p>
            {checkButton}
          </StatePanel>
        );
      case 'kyb:confirmed':
        return (
          <StatePanel
            tone="success"
            title={t('companies.verify.confirmed.title', { name })}
            headingRef={heading}
          >
            <p>{t('companies.verify.confirmed.body')}</p>
            <CompanyNextSteps company={company} name={name} />
          </StatePanel>
        );
      case 'kyb:rejected':
        return (
          <StatePanel
            tone="danger"
            title={t('companies.verify.rejected.title', { name })}
            headingRef={heading}
          >
            <p>{t('companies.verify.rejected.body')}</p>
            <h3 className="verification__subtitle">{t('companies.verify.rejected.nextTitle')}</h3>
            <ul>
              <li>{t('companies.verify.rejected.contactSupport')}</li>
              <li>{t('companies.verify.rejected.submitAgain')}</li>
            </ul>
          </StatePanel>
        );
      default:
        return (
          <StatePanel
            tone="neutral"
            title={t('companies.verify.other.title', { name })}
            headingRef={heading}
          >
            <p>{t('companies.verify.other.body')}</p>
            <p>{t('companies.statusGiven', { status: kybStatus(status.kyb, t)[0] })}</p>
            {checkButton}
          </StatePanel>
        );
    }
  };

  const [admText] = admStatus(status.adm, t);
  return (
    <>
      <p className="company-step__intro">{t('companies.verify.intro')}</p>
      {status.adm.trim().toLowerCase() === COMPANY_ADM_ACTIVE ? null : (
        <p className="company-step__warning">
          {t('companies.verify.notActive', { status: admText })}
        </p>
      )}
      {panel()}
    </>
  );
}
