import { useId, type ReactNode } from 'react';
import { flowOf } from '../../domain/transactions/flow';
import { isFinalStatus, receiptFiguresOf } from '../../domain/transactions/receipt';
import { isFeeRow } from '../../domain/transactions/fee-booking';
import { signedAmount } from '../transactions/signed-amount';
import { TransactionStatusPill } from '../transactions/transaction-status-pill';
import { BrandMark } from '../ui/brand-mark';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { ReceiptProgress } from './receipt-progress';
import { receiptRowsOf, type ReceiptRow, type ReceiptSubject } from './receipt-rows';
import { statusExplanation } from './receipt-words';
import { receiptEn } from '../../lib/i18n/en/receipt';

registerTexts(receiptEn);

function RowValue({ line }: { line: ReceiptRow }) {
  return (
    <>
      <span className="receipt__value">
        {line.dateTime ? <time dateTime={line.dateTime}>{line.value}</time> : line.value}
      </span>
      {line.details.map((detail) => (
        <span className="receipt__detail" key={detail}>
          {detail}
        </span>
      ))}
    </>
  );
}

/** The status in words: its pill, what it means and what happens next (announced on change). */
function StatusWords({ status, direction }: { status: string; direction: string | undefined }) {
  const { t } = useI18n();
  const { meaning, next } = statusExplanation(status, flowOf(direction));
  return (
    <div className="receipt__status" aria-live="polite">
      <TransactionStatusPill status={status} />
      <span className="receipt__detail receipt__meaning">{t(meaning)}</span>
      {next ? <span className="receipt__detail">{t(next)}</span> : null}
    </div>
  );
}

/**
 * A payment's receipt: the bank's mark (in print, where the app's header is hidden), what it
 * moved (for money out, all that left the account), where the payment is on its way, and every
 * line a person keeps: who was paid (or paid them), the amount, the fee charged, the total, the
 * reference, their account, the date and time in their own zone, how it was sent, and its
 * status in words. `children` follow inside the receipt (a result's note on the fee quoted
 * before sending).
 */
export function Receipt({
  transaction,
  currency,
  accountName,
  headingLevel = 2,
  children,
}: ReceiptSubject & {
  /** Under a page's h1 (a details page) 2; under a step's h2 (a transfer's result) 3. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const subject = { transaction, currency, accountName };
  const shownCurrency = transaction.charge?.currency?.trim() || currency;
  // The large figure is what the payment moved: for money out, all that left the account (its
  // amount and the fee, as the total row adds them up; the two are beneath it), issue 38.
  const amount = signedAmount(transaction.amount, transaction.direction);
  const { total } = receiptFiguresOf(transaction, amount.flow);
  const signed =
    amount.flow === 'out' && total !== null ? signedAmount(total, transaction.direction) : amount;
  const headline =
    signed.decimal === null
      ? transaction.amount
      : `${signed.sign === '+' ? '+' : ''}${formatMoney(signed.decimal, shownCurrency, locale)}`;
  return (
    <article className="receipt" aria-labelledby={titleId} data-receipt="" data-print-root="">
      <header className="receipt__brand print-only">
        {/* Printed on white paper: the light scheme's logo, whatever the screen shows. */}
        <BrandMark scheme="light" />
      </header>
      <Heading id={titleId} className="receipt__title">
        {t(
          signed.flow !== 'in' && isFeeRow(transaction) ? 'receipt.feeRow.title' : 'receipt.title',
        )}
      </Heading>
      <p className={`receipt__amount receipt__amount--${signed.flow}`}>{headline}</p>
      <ReceiptProgress status={transaction.status} />
      {isFinalStatus(transaction.status) ? null : (
        <p className="receipt__watching no-print">{t('receipt.watching')}</p>
      )}
      <dl className="details receipt__rows">
        {receiptRowsOf(subject, { t, locale }).map((line) => (
          <div className={`receipt__row receipt__row--${line.id}`} key={line.id}>
            <dt>{line.label}</dt>
            <dd>
              <RowValue line={line} />
            </dd>
          </div>
        ))}
        <div className="receipt__row receipt__row--status">
          <dt>{t('receipt.status')}</dt>
          <dd>
            <StatusWords status={transaction.status} direction={transaction.direction} />
          </dd>
        </div>
      </dl>
      {children}
    </article>
  );
}
