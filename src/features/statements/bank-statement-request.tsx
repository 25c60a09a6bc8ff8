import { useRef } from 'react';
import { useRequestStatementMutation } from '../../api/statements/mutations';
import type { StatementAsk } from '../../api/statements/requests';
import type { Statement } from '../../domain/statements/statement';
import { Button } from '../../components/ui/button';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';
import { BankAnswer } from './statement-source';

registerTexts(statementsEn);

/**
 * "Ask the bank for its statement": POST /v1/accounts/{id}/statements for the period shown,
 * sent only when the customer presses it, since the request may start a document on the
 * bank's side: never on view, never on a change of period (the statement is mounted afresh
 * per period, unasked). One request per press (useSubmitOnce: a double click sends one),
 * never retried by itself; after a failure another press may ask again, after an answer the
 * answer stays in place of the button.
 */
// Assumption A-316 (docs/assumptions.md): asked for on the customer's press, never retried.
export function BankStatementRequest({
  ask,
  statement,
  currency,
}: {
  ask: StatementAsk;
  statement: Statement | null;
  currency: string;
}) {
  const { t } = useI18n();
  const request = useRequestStatementMutation();
  const { submit } = useSubmitOnce(request);
  const answer = useRef<HTMLDivElement>(null);
  const pending = request.isPending;

  const press = () => {
    if (pending) return;
    // The button goes once answered: focus moves to the answer instead of the page's top.
    submit(ask, { onSuccess: () => answer.current?.focus() });
  };

  return (
    <div className="statement-bank">
      {request.isSuccess ? null : (
        <>
          <p className="no-print" id="statement-bank-hint">
            {t('statements.bank.askHint')}
          </p>
          <p>
            <Button
              variant="secondary"
              onClick={press}
              aria-disabled={pending || undefined}
              aria-describedby="statement-bank-hint"
            >
              {t('statements.bank.ask')}
            </Button>
          </p>
        </>
      )}
      <div role="status" ref={answer} tabIndex={-1}>
        <BankAnswer bank={request} statement={statement} currency={currency} />
      </div>
    </div>
  );
}
