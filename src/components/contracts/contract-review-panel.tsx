import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorMessage, type DescribedError } from '../errors/error-message';
import { ErrorSummary } from '../forms/error-summary';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TermsCheckbox } from './terms-checkbox';

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
}

/** The accept request failed: what it means, a retry, and where to look if it may have gone through. */
export interface ContractAcceptFailure {
  title: string;
  error: DescribedError;
  onRetry: () => void;
  /** Said below the error when the outcome is unknown; null when the bank surely refused. */
  unknown: ReactNode;
}

/**
 * The review of a chosen contract before accepting it: its details, the terms checkbox (its
 * message in an error summary and at the box), "Accept" and "Back". The heading takes focus
 * when the review opens. A `problem` the bank explained replaces the form; the request itself
 * (sent once, never retried unasked) is the caller's, which calls it from `onAccept`.
 */
export function ContractReviewPanel({
  idPrefix,
  texts,
  details,
  problem,
  failure,
  busy,
  onAccept,
  onBack,
}: {
  /** Makes the heading's and the checkbox's ids unique on the page. */
  idPrefix: string;
  texts: ContractReviewTexts;
  /** What the contract includes, shown in a card. */
  details: ReactNode;
  problem: ReactNode;
  failure: ContractAcceptFailure | null;
  /** Sending, or accepted: nothing can be pressed. */
  busy: boolean;
  /** Pressed with the terms accepted. */
  onAccept: () => void;
  /** Back to the contracts, nothing sent. */
  onBack: () => void;
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

  return (
    <section className="contract-review" aria-labelledby={headingId}>
      <h2 id={headingId} className="contract-review__title" tabIndex={-1} ref={heading}>
        {texts.title}
      </h2>
      {problem ?? (
        <>
          {failure ? (
            <div className="contract-review__error">
              <ErrorMessage title={failure.title} error={failure.error} onRetry={failure.onRetry} />
              {failure.unknown ? <p>{failure.unknown}</p> : null}
            </div>
          ) : null}
          <ErrorSummary
            title={texts.errorSummary}
            items={termsError ? [{ field: termsField, message: texts.termsRequired }] : []}
            focusKey={attempt}
          />

          <p>{texts.intro}</p>
          <Card className="contract-review__terms">{details}</Card>

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
