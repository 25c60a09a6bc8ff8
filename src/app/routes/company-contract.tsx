import { useParams } from 'react-router';
import { CompanyContract } from '../../features/companies/company-contract';
import { CompanyStepFrame } from '../../features/companies/company-step-frame';
import { ContractDetails } from '../../features/contracts/contract-details';
import { ContractList } from '../../features/contracts/contract-list';
import { registerTexts } from '../../lib/i18n/i18n';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

/** /companies/:companyId/contract: the company's contract, compared and accepted with the client's pieces. */
export function CompanyContractRoute() {
  const { companyId = '' } = useParams();
  return (
    <CompanyStepFrame
      companyId={companyId}
      titleKey="companies.contractStep.title"
      anyTitleKey="companies.contractStep.titleAny"
    >
      {(company, name) => (
        <CompanyContract
          key={company.companyId}
          company={company}
          name={name}
          Catalogue={ContractList}
          Terms={ContractDetails}
        />
      )}
    </CompanyStepFrame>
  );
}
