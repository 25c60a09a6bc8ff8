import { memo } from 'react';
import { Link } from '../../lib/router/link';
import { feeOf } from '../../domain/transactions/history-totals';
import { isFeeRow } from '../../domain/transactions/fee-booking';
import {
  counterpartyOf,
  maskedAccountOf,
  otherPartyOf,
  referenceOf,
} from '../../domain/transactions/parties';
import type { Transaction } from '../../api/transactions/schemas';
import { amountLook } from '../../components/transactions/amount-look';
import { flowOf } from '../../components/transactions/signed-amount';
import { rowStatusPill } from '../../components/transactions/transaction-status-pill';
import { transactionAvatarOf } from '../../components/transactions/transaction-avatar';
import { Avatar } from '../../components/ui/avatar';
import { MoneyFigure } from '../../components/ui/money-figure';
import { registerTexts, type Translate, useI18n } from '../../lib/i18n/i18n';
import { historyEn } from '../../lib/i18n/en/history';
import { transactionsEn } from '../../lib/i18n/en/transactions';

registerTexts(historyEn, transactionsEn);

/** Who is on the other side, in words: the name, else the account masked, else "unknown". */
function counterpartyText(transaction: Transaction, t: Translate): string {
  const flow = flowOf(transaction.direction);
  // A fee booked as a row of its own is the bank's: no party of the payment.
  if (flow !== 'in' && isFeeRow(transaction)) return t('history.list.bankFee');
  const counterparty = counterpartyOf(transaction, flow);
  const unknown = t('transactions.party.unknown');
  if (counterparty.flow === 'unknown') {
    return t('transactions.party.between', {
      sender: counterparty.sender || unknown,
      recipient: counterparty.recipient || unknown,
    });
  }
  if (counterparty.name) return counterparty.name;
  const masked = maskedAccountOf(otherPartyOf(transaction, flow));
  if (masked?.kind === 'iban')
    return t('history.list.ibanAccount', { country: masked.country, last4: masked.last4 });
  if (masked?.kind === 'ukAccount') return t('history.list.ukAccount', { last4: masked.last4 });
  return unknown;
}

/**
 * One transaction of the history as a link to its details: an avatar (decoration: initials or
 * the kind of payment), counterparty (the link's name starts with it), reference, signed
 * amount, the status in words when it is not final (shownStatusOf) and a mark when a fee
 * applied.
 * Money in has a plus, money out the locale's minus; pending and on-hold rows look unsettled
 * (muted); a rejected one is struck through and says in words that no money moved. Where
 * several accounts are shown, the row names its account.
 */
export const HistoryRow = memo(function HistoryRow({
  transaction,
  currency,
  account,
  href,
  index,
  top,
  measure,
}: {
  transaction: Transaction;
  currency: string;
  /** The account's name, when the list shows several accounts. */
  account?: string | undefined;
  href: string;
  index: number;
  /** Where the row sits in the list's canvas (px): a number, so a row already placed is not
   * drawn again at each scrolled frame (its props stay equal). */
  top: number;
  measure: (element: HTMLElement | null) => void;
}) {
  const { t, locale } = useI18n();
  const flow = flowOf(transaction.direction);
  const reference = referenceOf(transaction, flow);
  const fee = feeOf(transaction);
  return (
    <Link
      to={href}
      ref={measure}
      data-index={index}
      data-history-row=""
      style={{ position: 'absolute', top: 0, transform: `translateY(${String(top)}px)` }}
      className={`history-row history-row--${transaction.status} history-row--${flow}`}
    >
      <Avatar look={transactionAvatarOf(transaction, locale)} />
      <span className="history-row__party">{counterpartyText(transaction, t)}</span>
      <MoneyFigure
        className="history-row__amount"
        currency={currency}
        {...amountLook(transaction)}
      />
      <span className="history-row__reference">
        {reference ? (
          <>
            <span className="visually-hidden">{t('history.list.reference')}: </span>
            {reference}
          </>
        ) : (
          t('history.list.noReference')
        )}
        {account ? (
          <span className="history-row__account">
            <span className="visually-hidden">{t('history.list.rowAccount')}: </span>
            {account}
          </span>
        ) : null}
      </span>
      <span className="history-row__marks">
        {rowStatusPill(transaction.status, t)}
        {transaction.status === 'rejected' ? (
          <span className="history-row__note">{t('history.list.noMoneyMoved')}</span>
        ) : null}
        {fee !== null ? (
          <span className="history-row__fee">
            <span aria-hidden="true">{t('history.list.fee')}</span>
            <span className="visually-hidden">{t('history.list.feeApplied')}</span>
          </span>
        ) : null}
      </span>
    </Link>
  );
});
