import { useParams } from 'react-router';
import { CompanyStepFrame } from '../../features/companies/company-step-frame';
import { CompanyVerification } from '../../features/companies/company-verification';
import { VerifierWidget } from '../../features/verification/verifier-widget';
import { registerTexts } from '../../lib/i18n/i18n';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

/** /companies/:companyId/verification: the company's verification (KYB), with the client's widget. */
export function CompanyVerificationRoute() {
  const { companyId = '' } = useParams();
  return (
    <CompanyStepFrame
      companyId={companyId}
      titleKey="companies.verify.title"
      anyTitleKey="companies.verify.titleAny"
    >
      {(company, name) => (
        <CompanyVerification
          key={company.companyId}
          company={company}
          name={name}
          Widget={VerifierWidget}
        />
      )}
    </CompanyStepFrame>
  );
}
