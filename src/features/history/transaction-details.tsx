import { flowOf } from '../../domain/transactions/flow';
import type { Transaction } from '../../api/transactions/schemas';
import { Receipt } from '../../components/receipt/receipt';
import { ReceiptActions } from '../../components/receipt/receipt-actions';
import { Card } from '../../components/ui/card';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { TransactionIds } from './transaction-details-ids';
import { PartyDetails } from './transaction-details-party';
import { historyEn } from '../../lib/i18n/en/history';
import { receiptEn } from '../../lib/i18n/en/receipt';

registerTexts(historyEn, receiptEn);

/**
 * A transaction's details page is its receipt: who, the amount, fee and total, the
 * reference, the account, the date and time, the status on its progress line (moving while
 * the page is open), with Download, Copy and Share. Below it, closed until asked for: both
 * parties' full bank data, and the ids the bank's support may ask for, each with a Copy
 * button. The compliance fields (AML id, score, status) are never shown.
 */
export function TransactionDetails({
  transaction,
  currency,
  accountName,
}: {
  transaction: Transaction;
  /** The account's currency (the charge's own when it names one). */
  currency: string;
  /** The name of the customer's account it belongs to, when the accounts are known. */
  accountName?: string | undefined;
}) {
  const { t } = useI18n();
  const flow = flowOf(transaction.direction);
  const subject = { transaction, currency, accountName };
  return (
    <div className="transaction-details__layout">
      <Card className="transaction-details__receipt">
        <Receipt {...subject} />
        <ReceiptActions subject={subject} />
      </Card>
      <details className="support-details transaction-details__more no-print">
        <summary className="support-details__summary">{t('receipt.bankDetails')}</summary>
        <dl className="details transaction-details">
          <dt>{t('history.details.from')}</dt>
          <dd>
            <PartyDetails party={transaction.sender} own={flow === 'out'} />
          </dd>
          <dt>{t('history.details.to')}</dt>
          <dd>
            <PartyDetails party={transaction.recipient} own={flow === 'in'} />
          </dd>
        </dl>
      </details>
      <details className="support-details transaction-details__more no-print">
        <summary className="support-details__summary">{t('receipt.technical')}</summary>
        <p className="support-details__hint">{t('receipt.technicalHint')}</p>
        <TransactionIds transaction={transaction} flow={flow} />
      </details>
    </div>
  );
}
