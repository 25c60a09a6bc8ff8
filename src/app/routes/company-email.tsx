import { useParams } from 'react-router';
import { CompanyEmail } from '../../features/companies/company-email';
import { CompanyStepFrame } from '../../features/companies/company-step-frame';
import { registerTexts } from '../../lib/i18n/i18n';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

/** /companies/:companyId/email: confirm the company's email with the code sent to it. */
export function CompanyEmailRoute() {
  const { companyId = '' } = useParams();
  return (
    <CompanyStepFrame
      companyId={companyId}
      titleKey="companies.emailStep.title"
      anyTitleKey="companies.emailStep.titleAny"
    >
      {(company, name) => <CompanyEmail key={company.companyId} company={company} name={name} />}
    </CompanyStepFrame>
  );
}
