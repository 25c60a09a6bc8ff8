import { useHistoryTransaction } from '../../api/transactions/use-history-transaction';
import { recordedChargeOf } from '../../api/transfers/recorded-charge';
import { accountName } from '../../components/accounts/account-name';
import { Receipt } from '../../components/receipt/receipt';
import { ReceiptActions } from '../../components/receipt/receipt-actions';
import { ReceiptProgress } from '../../components/receipt/receipt-progress';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { PreparedTransfer } from './prepare-transfer';
import type { ReviewFee } from './review-fee';
import { receiptEn } from '../../lib/i18n/en/receipt';
import { transfersEn } from '../../lib/i18n/en/transfers';

registerTexts(transfersEn, receiptEn);

/** The ids a customer may quote to support, each with a Copy button, closed until asked for. */
function Identifiers({ rows }: { rows: readonly { label: string; value: string }[] }) {
  const { t } = useI18n();
  return (
    <details className="support-details no-print">
      <summary className="support-details__summary">{t('receipt.technical')}</summary>
      <p className="support-details__hint">{t('receipt.technicalHint')}</p>
      <dl className="transfers__ids">
        {rows.map((row) => (
          <div className="transfers__id" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <code className="transfers__code">{row.value}</code>
              <CopyButton
                name={t('transfers.result.copy', { what: row.label })}
                value={row.value}
                copied={t('transfers.result.copied', { what: row.label })}
                failed={t('transfers.result.copyFailed')}
              />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Until the bank records its fee: what the fee shown on review was. */
function QuotedFee({ quoted, currency }: { quoted: ReviewFee; currency: string }) {
  const { t, locale } = useI18n();
  if (quoted.status !== 'quoted') return <p>{t('receipt.feeWasNotKnown')}</p>;
  const fee = formatMoney(quoted.fee, currency, locale);
  return <p>{t(quoted.estimate ? 'receipt.feeWasEstimate' : 'receipt.feeWasQuoted', { fee })}</p>;
}

/**
 * The receipt of the transfer just made, read by the transaction id of the bank's answer from
 * the source account's newest transactions, and read again while it is on its way. Until the
 * bank lists it, that is said plainly (the bank has taken it), with the fee shown on review.
 */
function ReceiptOfTransfer({
  transfer,
  transactionId,
  quotedFee,
}: {
  transfer: PreparedTransfer;
  transactionId: string;
  quotedFee: ReviewFee;
}) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { source, currency, amount } = transfer;
  const read = useHistoryTransaction(
    { accountId: source.id, companyId: source.companyId ?? undefined, transactionId },
    { awaitListing: true },
  );
  const quoted = <QuotedFee quoted={quotedFee} currency={currency} />;

  if (read.data === undefined && read.isError) {
    return (
      <div className="notice">
        <p>{t('receipt.readFailed')}</p>
        <Button variant="secondary" onClick={() => void read.refetch()}>
          {t('receipt.tryAgain')}
        </Button>
      </div>
    );
  }
  if (read.data === undefined) {
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> {t('receipt.reading')}
      </p>
    );
  }
  if (read.data === null) {
    return (
      <div className="receipt-awaiting">
        <ReceiptProgress status={null} />
        <p>{t('receipt.awaiting', { amount: formatMoney(amount, currency, locale) })}</p>
        {quoted}
      </div>
    );
  }
  const subject = {
    transaction: read.data,
    currency: source.currency,
    accountName: accountName(source, i18n),
  };
  return (
    <>
      <Receipt {...subject} headingLevel={3}>
        {recordedChargeOf(read.data, amount) ? null : quoted}
      </Receipt>
      <ReceiptActions subject={subject} />
    </>
  );
}

/**
 * What the result of a sent transfer shows below its first line (loaded once a transfer is
 * sent): the payment's receipt, and the ids to quote to support.
 */
export function TransferReceipt({
  transfer,
  transactionId,
  operationId,
  quotedFee,
}: {
  transfer: PreparedTransfer;
  transactionId: string;
  /** The bank's operation id, when its answer arrived (not for a transfer found later). */
  operationId: string | null;
  quotedFee: ReviewFee;
}) {
  const { t } = useI18n();
  const ids = [
    { label: t('transfers.result.transactionId'), value: transactionId },
    ...(operationId ? [{ label: t('transfers.result.operationId'), value: operationId }] : []),
  ];
  return (
    <>
      <ReceiptOfTransfer transfer={transfer} transactionId={transactionId} quotedFee={quotedFee} />
      <Identifiers rows={ids} />
    </>
  );
}
