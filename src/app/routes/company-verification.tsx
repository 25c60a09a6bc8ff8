import { useParams } from 'react-router';
import { CompanyStepFrame } from '../../features/companies/company-step-frame';
import { CompanyVerification } from '../../features/companies/company-verification';
import { VerifierWidget } from '../../features/verification/verifier-widget';
import { companiesEn } from '../../lib/i18n/en/companies';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';
import { verificationEn } from '../../lib/i18n/en/verification';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(companiesEn, companyStepsEn, verificationEn);

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
