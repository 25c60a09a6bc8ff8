import { Link } from '../../lib/router/link';
import { useAcceptContractMutation } from '../../api/contracts/mutations';
import type { Contract } from '../../api/contracts/schemas';
import { describeError, outcomeUnknown } from '../../api/errors';
import { ContractReviewPanel } from '../../components/contracts/contract-review-panel';
import { useConfig } from '../../config/config-context';
import { paths } from '../../config/routes';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { ContractDetails } from './contract-details';
import { ClientStateProblem, contractProblemOf } from './contract-problem';
import { contractTitle } from './contract-terms';
import { contractsEn } from '../../lib/i18n/en/contracts';

registerTexts(contractsEn);

/**
 * The confirm step: what the chosen contract includes, the terms checkbox and
 * "Accept contract". The request is sent at most once per press (a second
 * press while it is pending, or after it succeeded, does nothing) and never
 * retried without the person asking.
 */
export function ContractReview({
  contract,
  onBack,
  onChooseAnother,
  onAccepted,
}: {
  contract: Contract;
  /** Back to the catalogue, nothing sent. */
  onBack: () => void;
  /** Back to the catalogue after the bank refused this contract (it is read again). */
  onChooseAnother: () => void;
  onAccepted: () => void;
}) {
  const { t } = useI18n();
  const { features } = useConfig();
  const mutation = useAcceptContractMutation();
  // Sent once per press; after a refusal or a fault the person may press again.
  const { submit: accept } = useSubmitOnce(mutation);
  const title = contractTitle(contract);

  const send = () =>
    void accept(
      { contractId: contract.id, legacy: features.legacyContractAccept },
      { onSuccess: () => onAccepted() },
    );

  const problem = mutation.isError ? contractProblemOf(mutation.error) : null;

  return (
    <ContractReviewPanel
      idPrefix="contract"
      texts={{
        title: t('contracts.review.title', { title }),
        intro: t('contracts.review.body', { title }),
        errorSummary: t('contracts.review.errorSummary'),
        terms: t('contracts.review.terms'),
        termsRequired: t('contracts.review.termsRequired'),
        accept: t('contracts.review.accept'),
        back: t('contracts.review.back'),
        accepting: t('contracts.review.accepting'),
        failed: t('contracts.acceptFailed'),
        unknown: t('contracts.acceptUnknown'),
      }}
      terms={{ contractId: contract.id, title }}
      details={<ContractDetails contract={contract} />}
      whereToLook={<Link to={paths.profile}>{t('contracts.alreadyAcceptedLink')}</Link>}
      problem={
        problem === 'alreadyAccepted' || problem === 'noClient' ? (
          <ClientStateProblem problem={problem} takeFocus />
        ) : null
      }
      refusal={
        problem === 'notAcceptable'
          ? {
              title: t('contracts.notAcceptableTitle'),
              body: t('contracts.notAcceptableBody', { title }),
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
