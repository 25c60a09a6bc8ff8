import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAcceptContractMutation } from '../../api/contracts/mutations';
import type { Contract } from '../../api/contracts/schemas';
import { ApiError, describeError, NetworkError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { ErrorSummary } from '../../components/forms/error-summary';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfig } from '../../config/config-context';
import { paths } from '../../config/routes';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { useI18n } from '../../lib/i18n/i18n';
import { ContractDetails } from './contract-details';
import { ClientStateProblem, contractProblemOf, ProblemPanel } from './contract-problem';
import { contractTitle } from './contract-terms';

const TERMS_FIELD = 'contract-terms';

/** The request may have reached the bank: no answer, or a server error. */
function outcomeUnknown(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

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
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = contractTitle(contract);

  useEffect(() => heading.current?.focus(), []);

  const send = () =>
    void accept(
      { contractId: contract.id, legacy: features.legacyContractAccept },
      { onSuccess: () => onAccepted() },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (!agreed) {
      setTermsError(true);
      return;
    }
    setTermsError(false);
    send();
  };

  const busy = mutation.isPending || mutation.isSuccess;
  const problem = mutation.isError ? contractProblemOf(mutation.error) : null;
  const termsMessage = t('contracts.review.termsRequired');

  return (
    <section className="contract-review" aria-labelledby="contract-review-title">
      <h2 id="contract-review-title" className="contract-review__title" tabIndex={-1} ref={heading}>
        {t('contracts.review.title', { title })}
      </h2>

      {problem === 'alreadyAccepted' || problem === 'noClient' ? (
        <ClientStateProblem problem={problem} takeFocus />
      ) : problem === 'notAcceptable' ? (
        <ProblemPanel title={t('contracts.notAcceptableTitle')} takeFocus>
          <p>{t('contracts.notAcceptableBody', { title })}</p>
          <Button variant="secondary" onClick={onChooseAnother}>
            {t('contracts.review.back')}
          </Button>
        </ProblemPanel>
      ) : (
        <>
          {mutation.isError ? (
            <div className="contract-review__error">
              <ErrorMessage
                title={t('contracts.acceptFailed')}
                error={describeError(mutation.error)}
                onRetry={send}
              />
              {outcomeUnknown(mutation.error) ? (
                <p>
                  {t('contracts.acceptUnknown')}{' '}
                  <Link to={paths.profile}>{t('contracts.alreadyAcceptedLink')}</Link>
                </p>
              ) : null}
            </div>
          ) : null}
          <ErrorSummary
            title={t('contracts.review.errorSummary')}
            items={termsError ? [{ field: TERMS_FIELD, message: termsMessage }] : []}
            focusKey={attempt}
          />

          <p>{t('contracts.review.body', { title })}</p>
          <Card className="contract-review__terms">
            <ContractDetails contract={contract} />
          </Card>

          <form className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <div className={['field', termsError ? 'field--error' : ''].filter(Boolean).join(' ')}>
              {termsError ? (
                <p className="field__error" id={`${TERMS_FIELD}-error`}>
                  {termsMessage}
                </p>
              ) : null}
              <div className="checkbox">
                <input
                  id={TERMS_FIELD}
                  name={TERMS_FIELD}
                  type="checkbox"
                  className="checkbox__input"
                  checked={agreed}
                  disabled={busy}
                  aria-required="true"
                  aria-invalid={termsError || undefined}
                  aria-describedby={termsError ? `${TERMS_FIELD}-error` : undefined}
                  onChange={(event) => {
                    setAgreed(event.target.checked);
                    if (event.target.checked) setTermsError(false);
                  }}
                />
                <label htmlFor={TERMS_FIELD} className="checkbox__label">
                  {t('contracts.review.terms')}
                </label>
              </div>
            </div>
            <div className="form__actions">
              <Button type="submit" disabled={busy}>
                {t('contracts.review.accept')}
              </Button>
              <Button variant="secondary" onClick={onBack} disabled={busy}>
                {t('contracts.review.back')}
              </Button>
              <span role="status" className="contract-review__status">
                {busy ? (
                  <>
                    <span className="spinner" aria-hidden="true" />{' '}
                    {t('contracts.review.accepting')}
                  </>
                ) : null}
              </span>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
