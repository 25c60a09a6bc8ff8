import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { companyErrors } from '../../api/companies/errors';
import { useTakeCompanyContractMutation } from '../../api/companies/mutations';
import { contractTitle } from '../../api/contracts/contract-title';
import type { Contract } from '../../api/contracts/schemas';
import { ApiError, describeError, hasMessage, NetworkError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { ErrorSummary } from '../../components/forms/error-summary';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/routes';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { useI18n } from '../../lib/i18n/i18n';
import type { ContractTerms } from './company-contract-parts';
import { NotYourCompany } from './company-step-frame';

const TERMS_FIELD = 'company-contract-terms';

/** The request may have reached the bank: no answer, or a server error. */
function outcomeUnknown(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

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
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const title = contractTitle(contract);

  useEffect(() => heading.current?.focus(), []);
  const noDocument = mutation.isError && hasMessage(mutation.error, companyErrors.noTermsDocument);
  useEffect(() => {
    if (noDocument) problem.current?.focus();
  }, [noDocument]);

  const send = () =>
    void take({ companyId, contractId: contract.id }, { onSuccess: () => onAccepted() });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setTermsError(!agreed);
    if (agreed) send();
  };

  if (mutation.isError && hasMessage(mutation.error, companyErrors.companyNotFound)) {
    return <NotYourCompany />;
  }

  const busy = mutation.isPending || mutation.isSuccess;
  const termsMessage = t('companies.contractStep.review.termsRequired');
  return (
    <section className="company-contract__review" aria-labelledby="company-contract-review">
      <h2 id="company-contract-review" tabIndex={-1} ref={heading}>
        {t('companies.contractStep.review.title', { title, name })}
      </h2>
      {noDocument ? (
        <div className="company-step__problem" role="alert" tabIndex={-1} ref={problem}>
          <h3>{t('companies.contractStep.noDocument.title')}</h3>
          <p>{t('companies.contractStep.noDocument.body', { title, name })}</p>
          <Button variant="secondary" onClick={onChooseAnother}>
            {t('companies.contractStep.review.back')}
          </Button>
        </div>
      ) : (
        <>
          {mutation.isError ? (
            <div className="company-contract__error">
              <ErrorMessage
                title={t('companies.contractStep.failed')}
                error={describeError(mutation.error)}
                onRetry={send}
              />
              {outcomeUnknown(mutation.error) ? (
                <p>
                  {t('companies.contractStep.unknown')}{' '}
                  <Link to={paths.companies}>{t('companies.contractStep.unknownLink')}</Link>
                </p>
              ) : null}
            </div>
          ) : null}
          <ErrorSummary
            title={t('companies.step.errorSummary')}
            items={termsError ? [{ field: TERMS_FIELD, message: termsMessage }] : []}
            focusKey={attempt}
          />
          <p>{t('companies.contractStep.review.body', { title, name })}</p>
          <Card className="company-contract__terms">
            <Terms contract={contract} />
          </Card>
          <form className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <div className={termsError ? 'field field--error' : 'field'}>
              {termsError ? (
                <p className="field__error" id={`${TERMS_FIELD}-error`}>
                  {termsMessage}
                </p>
              ) : null}
              <div className="checkbox">
                <input
                  id={TERMS_FIELD}
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
                  {t('companies.contractStep.review.terms', { name })}
                </label>
              </div>
            </div>
            <div className="form__actions">
              <Button type="submit" disabled={busy}>
                {t('companies.contractStep.review.accept')}
              </Button>
              <Button variant="secondary" onClick={onBack} disabled={busy}>
                {t('companies.contractStep.review.back')}
              </Button>
              <span role="status" className="company-step__status">
                {busy ? t('companies.contractStep.review.accepting') : null}
              </span>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
