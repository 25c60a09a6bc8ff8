import { flowOf } from '../../domain/transactions/flow';
import { referenceOf } from '../../domain/transactions/parties';
import type { Transaction } from '../../api/transactions/schemas';
import { formatSignedAmount } from '../../components/transactions/signed-amount';
import {
  transactionStatusText,
  transactionStatusWords,
} from '../../components/transactions/status-words';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatDateTime, formatMoney } from '../../lib/i18n/format';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { TransactionIds } from './transaction-details-ids';
import { PartyDetails } from './transaction-details-party';
import { describeFee, methodWords, statusExplanation, totalOf } from './transaction-details-words';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

function DateText({ timestamp }: { timestamp: string }) {
  const { locale } = useI18n();
  return <time dateTime={timestamp}>{formatDateTime(timestamp, locale)}</time>;
}

function StatusDetails({ transaction }: { transaction: Transaction }) {
  const { t } = useI18n();
  const words = transactionStatusWords(transaction.status);
  const { meaning, next } = statusExplanation(transaction.status, flowOf(transaction.direction));
  return (
    <>
      <span className="details__line">
        <Badge tone={words?.tone ?? 'neutral'}>
          {transactionStatusText(transaction.status, t)}
        </Badge>
      </span>
      <span className="details__line">{t(meaning)}</span>
      {next ? <span className="details__line transaction-details__next">{t(next)}</span> : null}
    </>
  );
}

/** Amount, fee (and how it was made), total, status, reference, how and when. */
function PaymentCard({ transaction, currency }: { transaction: Transaction; currency: string }) {
  const { t, locale } = useI18n();
  const flow = flowOf(transaction.direction);
  const fee = describeFee(transaction, currency, locale, t);
  const total = totalOf(transaction, flow);
  const reference = referenceOf(transaction, flow);
  const method = methodWords(transaction.paymentMethod);
  const updated =
    transaction.updatedAt && transaction.updatedAt !== transaction.createdAt
      ? transaction.updatedAt
      : null;
  const totalText = total === null ? null : formatMoney(total, currency, locale);
  return (
    <Card as="section" className="transaction-details__card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('history.details.payment')}</h2>
      <dl className="details transaction-details">
        <dt>{t('history.details.amount')}</dt>
        <dd className={`transaction-details__amount transaction-details__amount--${flow}`}>
          {formatSignedAmount(transaction.amount, transaction.direction, currency, locale)}
        </dd>
        <dt>{t('history.details.fee')}</dt>
        <dd>
          <span className="details__line">{fee ? fee.fee : t('history.details.noFee')}</span>
          {fee?.rule ? <span className="details__line">{fee.rule}</span> : null}
        </dd>
        {totalText ? (
          <>
            <dt>{t('history.details.total')}</dt>
            <dd>
              {flow === 'out' && transaction.status !== 'rejected'
                ? t('history.details.totalOut', { total: totalText })
                : totalText}
            </dd>
          </>
        ) : null}
        <dt>{t('history.details.status')}</dt>
        <dd>
          <StatusDetails transaction={transaction} />
        </dd>
        <dt>{t('history.details.reference')}</dt>
        <dd>{reference || t('history.details.noReference')}</dd>
        {method ? (
          <>
            <dt>{t('history.details.method')}</dt>
            <dd>{t(method)}</dd>
          </>
        ) : null}
        {transaction.createdAt ? (
          <>
            <dt>{t('history.details.date')}</dt>
            <dd>
              <DateText timestamp={transaction.createdAt} />
            </dd>
          </>
        ) : null}
        {updated ? (
          <>
            <dt>{t('history.details.updated')}</dt>
            <dd>
              <DateText timestamp={updated} />
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

/**
 * Everything about one transaction a customer may need, in words: the payment (amount,
 * fee and its parts, total, status with what it means and what happens next, reference,
 * dates), both parties with their bank data, and the ids to quote, each with a Copy
 * button. The compliance fields (AML id, score, status) are never shown.
 */
export function TransactionDetails({
  transaction,
  currency,
}: {
  transaction: Transaction;
  /** The account's currency (the charge's own when it names one). */
  currency: string;
}) {
  const { t } = useI18n();
  const flow = flowOf(transaction.direction);
  const shownCurrency = transaction.charge?.currency?.trim() || currency;
  return (
    <div className="transaction-details__layout">
      <PaymentCard transaction={transaction} currency={shownCurrency} />
      <Card as="section" className="transaction-details__card" aria-labelledby="parties-title">
        <h2 id="parties-title">{t('history.details.parties')}</h2>
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
      </Card>
      <Card as="section" className="transaction-details__card" aria-labelledby="ids-title">
        <h2 id="ids-title">{t('history.details.ids')}</h2>
        <p>{t('history.details.idsHint')}</p>
        <TransactionIds transaction={transaction} flow={flow} />
      </Card>
    </div>
  );
}
