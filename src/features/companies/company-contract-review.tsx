import { Link } from '../../lib/router/link';
import { companyErrors } from '../../api/companies/errors';
import { useTakeCompanyContractMutation } from '../../api/companies/mutations';
import { contractTitle } from '../../domain/contracts/contract-title';
import type { Contract } from '../../api/contracts/schemas';
import { describeError, hasMessage, outcomeUnknown } from '../../api/errors';
import { ContractReviewPanel } from '../../components/contracts/contract-review-panel';
import { paths } from '../../config/routes';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { ContractTerms } from './company-contract-parts';
import { NotYourCompany } from './company-step-frame';
import { companyStepsEn } from '../../lib/i18n/en/company-steps';

registerTexts(companyStepsEn);

/**
 * The review of the chosen contract, then "Accept contract" for the company: sent once per
 * press (useSubmitOnce), never again without the person asking. The bank's "no document"
 * answer is explained, with the way back to the list.
 */
export function CompanyContractReview({
  companyId,
  name,
  contract,
  Terms,
  onBack,
  onChooseAnother,
  onAccepted,
}: {
  companyId: string;
  name: string;
  contract: Contract;
  Terms: ContractTerms;
  /** Back to the list, nothing sent. */
  onBack: () => void;
  /** Back to the list after the bank refused this contract (the list is read again). */
  onChooseAnother: () => void;
  onAccepted: () => void;
}) {
  const { t } = useI18n();
  const mutation = useTakeCompanyContractMutation();
  const { submit: take } = useSubmitOnce(mutation);
  const title = contractTitle(contract);

  const send = () =>
    void take({ companyId, contractId: contract.id }, { onSuccess: () => onAccepted() });

  if (mutation.isError && hasMessage(mutation.error, companyErrors.companyNotFound)) {
    return <NotYourCompany />;
  }

  return (
    <ContractReviewPanel
      idPrefix="company-contract"
      texts={{
        title: t('companies.contractStep.review.title', { title, name }),
        intro: t('companies.contractStep.review.body', { title, name }),
        errorSummary: t('companies.step.errorSummary'),
        terms: t('companies.contractStep.review.terms', { name }),
        termsRequired: t('companies.contractStep.review.termsRequired'),
        accept: t('companies.contractStep.review.accept'),
        back: t('companies.contractStep.review.back'),
        accepting: t('companies.contractStep.review.accepting'),
        failed: t('companies.contractStep.failed'),
        unknown: t('companies.contractStep.unknown'),
      }}
      terms={{ contractId: contract.id, title }}
      details={<Terms contract={contract} />}
      whereToLook={<Link to={paths.companies}>{t('companies.contractStep.unknownLink')}</Link>}
      refusal={
        mutation.isError && hasMessage(mutation.error, companyErrors.noTermsDocument)
          ? {
              title: t('companies.contractStep.noDocument.title'),
              body: t('companies.contractStep.noDocument.body', { title, name }),
            }
          : null
      }
      failure={
        mutation.isError
          ? { error: describeError(mutation.error), outcomeUnknown: outcomeUnknown(mutation.error) }
          : null
      }
      busy={mutation.isPending || mutation.isSuccess}
      onAccept={send}
      onBack={onBack}
      onChooseAnother={onChooseAnother}
    />
  );
}
