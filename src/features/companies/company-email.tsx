import { useEffect, useRef, useState } from 'react';
import { COMPANY_EMAIL_CODE_LENGTH, type Company } from '../../api/companies/schemas';
import { Card } from '../../components/ui/card';
import { StatePanel } from '../../components/verifier/state-panel';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { CompanyNextSteps } from './company-next-steps';
import { NotYourCompany } from './company-step-frame';
import { EmailCodeForm } from './email-code-form';
import { EmailCodeResend } from './email-code-resend';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

/**
 * The company's email: its address, the code from the email to confirm it, and a new code on
 * request (at most one a minute). Nothing is sent when the screen opens: the first code went
 * out when the address was registered. A confirmed address says so, and what comes next.
 */
// Assumption A-120 (docs/assumptions.md): the first code counts as sent before this screen.
export function CompanyEmail({ company, name }: { company: Company; name: string }) {
  const { t } = useI18n();
  const [notYours, setNotYours] = useState(false);
  const confirmed = company.emailVerified === true;

  // Once confirmed on this screen, the panel's heading takes focus so it is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  const wasConfirmed = useRef(confirmed);
  useEffect(() => {
    if (confirmed && !wasConfirmed.current) heading.current?.focus();
    wasConfirmed.current = confirmed;
  }, [confirmed]);

  if (notYours) return <NotYourCompany />;
  const email = company.email?.trim();
  if (!email) {
    return (
      <Card>
        <h2>{t('companies.emailStep.noEmail.title')}</h2>
        <p>{t('companies.emailStep.noEmail.body')}</p>
      </Card>
    );
  }
  if (confirmed) {
    return (
      <StatePanel
        tone="success"
        title={t('companies.emailStep.done.title', { name })}
        headingRef={heading}
      >
        <p>{t('companies.emailStep.done.body', { email })}</p>
        <CompanyNextSteps company={company} name={name} />
      </StatePanel>
    );
  }
  return (
    <>
      <p className="company-step__intro">
        {t('companies.emailStep.intro', { length: COMPANY_EMAIL_CODE_LENGTH })}
      </p>
      <dl className="details company-email__address">
        <dt>{t('companies.emailStep.address')}</dt>
        <dd>{email}</dd>
      </dl>
      <EmailCodeForm companyId={company.companyId} onNotYours={() => setNotYours(true)} />
      <EmailCodeResend companyId={company.companyId} email={email} />
    </>
  );
}
