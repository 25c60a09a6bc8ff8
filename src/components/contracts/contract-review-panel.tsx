import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorMessage, type DescribedError } from '../errors/error-message';
import { ErrorSummary } from '../forms/error-summary';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ProblemPanel } from './problem-panel';
import { TermsCheckbox } from './terms-checkbox';
import { TermsLink } from './terms-link';

/** The words of a review, from the caller's own area (the client's or a company's). */
export interface ContractReviewTexts {
  /** The heading, e.g. "Accept the Premium contract?". */
  title: string;
  /** The sentence above the contract's details. */
  intro: string;
  errorSummary: string;
  /** The checkbox's label. */
  terms: string;
  termsRequired: string;
  accept: string;
  back: string;
  accepting: string;
  /** The title of a failed accept. */
  failed: string;
  /** Said when the accept may have gone through anyway, before `whereToLook`. */
  unknown: string;
}

/** The accept request failed: what it means, and whether the bank may have carried it out. */
export interface ContractAcceptFailure {
  error: DescribedError;
  /** No answer, or a server error: the contract may have been accepted all the same. */
  outcomeUnknown: boolean;
}

/** The bank refused this contract: why, with the way back to the others. */
export interface ContractRefusal {
  title: string;
  body: string;
}

/**
 * The review of a chosen contract before accepting it: its details, the terms checkbox (its
 * message in an error summary and at the box), "Accept" and "Back". The heading takes focus
 * when the review opens. The bank's refusal of the contract, or another `problem` it explained,
 * replaces the form; a failure is shown above it with "Try again", and where to look when the
 * outcome is unknown. The request itself (sent once, never retried unasked) is the caller's,
 * sent from `onAccept`.
 */
export function ContractReviewPanel({
  idPrefix,
  texts,
  details,
  terms,
  whereToLook,
  problem,
  refusal,
  failure,
  busy,
  onAccept,
  onBack,
  onChooseAnother,
}: {
  /** Makes the heading's and the checkbox's ids unique on the page. */
  idPrefix: string;
  texts: ContractReviewTexts;
  /** What the contract includes, shown in a card. */
  details: ReactNode;
  /** The contract whose terms document is linked before the checkbox (when configured). */
  terms?: { contractId: string; title: string };
  /** A link to where the person can see whether the contract was accepted. */
  whereToLook: ReactNode;
  /** Another problem the bank explained (e.g. the client's state). */
  problem?: ReactNode;
  refusal: ContractRefusal | null;
  failure: ContractAcceptFailure | null;
  /** Sending, or accepted: nothing can be pressed. */
  busy: boolean;
  /** Pressed with the terms accepted. */
  onAccept: () => void;
  /** Back to the contracts, nothing sent. */
  onBack: () => void;
  /** Back to the contracts after the bank refused this one (they are read again). */
  onChooseAnother: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `${idPrefix}-review-title`;
  const termsField = `${idPrefix}-terms`;

  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setTermsError(!agreed);
    if (agreed) onAccept();
  };

  // What the bank explained takes the form's place.
  const instead = refusal ? (
    <ProblemPanel title={refusal.title} takeFocus>
      <p>{refusal.body}</p>
      <Button variant="secondary" onClick={onChooseAnother}>
        {texts.back}
      </Button>
    </ProblemPanel>
  ) : (
    problem
  );

  return (
    <section className="contract-review" aria-labelledby={headingId}>
      <h2 id={headingId} className="contract-review__title" tabIndex={-1} ref={heading}>
        {texts.title}
      </h2>
      {instead ?? (
        <>
          {failure ? (
            <div className="contract-review__error">
              <ErrorMessage title={texts.failed} error={failure.error} onRetry={onAccept} />
              {failure.outcomeUnknown ? (
                <p>
                  {texts.unknown} {whereToLook}
                </p>
              ) : null}
            </div>
          ) : null}
          <ErrorSummary
            title={texts.errorSummary}
            items={termsError ? [{ field: termsField, message: texts.termsRequired }] : []}
            focusKey={attempt}
          />

          <p>{texts.intro}</p>
          <Card className="contract-review__terms">{details}</Card>
          {terms ? <TermsLink contractId={terms.contractId} title={terms.title} /> : null}

          <form className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
            <TermsCheckbox
              id={termsField}
              label={texts.terms}
              checked={agreed}
              error={termsError ? texts.termsRequired : null}
              disabled={busy}
              onChange={(checked) => {
                setAgreed(checked);
                if (checked) setTermsError(false);
              }}
            />
            <div className="form__actions">
              <Button type="submit" disabled={busy}>
                {texts.accept}
              </Button>
              <Button variant="secondary" onClick={onBack} disabled={busy}>
                {texts.back}
              </Button>
              <span role="status" className="contract-review__status">
                {busy ? (
                  <>
                    <span className="spinner" aria-hidden="true" /> {texts.accepting}
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
