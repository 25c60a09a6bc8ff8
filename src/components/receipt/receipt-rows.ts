import { flowOf, type TransactionFlow } from '../../domain/transactions/flow';
import { referenceOf } from '../../domain/transactions/parties';
import { receiptFiguresOf } from '../../domain/transactions/receipt';
import { isFeeRow, positiveDecimal } from '../../domain/transactions/fee-booking';
import type { Transaction } from '../../api/transactions/schemas';
import { formatMoney } from '../../lib/i18n/format';
import type { I18n, Translate } from '../../lib/i18n/i18n';
import { transactionStatusText } from '../transactions/status-words';
import {
  feeRuleWords,
  formatDateTimeInZone,
  maskedAccountWords,
  methodWords,
  partyWords,
} from './receipt-words';
import { receiptEn } from '../../lib/i18n/en/receipt';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(receiptEn);

/** One line of a receipt: what it is, its value, and smaller words under the value. */
export interface ReceiptRow {
  id: string;
  label: string;
  value: string;
  details: string[];
  /** A `<time>`'s machine-readable value, for a date row. */
  dateTime?: string;
}

export interface ReceiptSubject {
  transaction: Transaction;
  /** The account's currency (the charge's own when it names one is used instead). */
  currency: string;
  /** The customer's account the money left or arrived in, by the name they know it by. */
  accountName?: string | null | undefined;
}

const row = (id: string, label: string, value: string, details: (string | null)[] = []) => ({
  id,
  label,
  value,
  details: details.filter((line): line is string => Boolean(line)),
});

/**
 * Who was paid, or who paid (`parties`, first on the receipt), and the customer's own account
 * on the other side (`own`, after the reference). With an unknown direction both parties are
 * named, as the bank gave them.
 */
function partyRows(
  { transaction, accountName }: ReceiptSubject,
  flow: TransactionFlow,
  t: Translate,
): { parties: ReceiptRow[]; own: ReceiptRow[] } {
  if (flow === 'unknown') {
    const sender = partyWords(transaction.sender, t);
    const recipient = partyWords(transaction.recipient, t);
    return {
      parties: [
        row('from', t('receipt.from'), sender.name, [sender.account]),
        row('to', t('receipt.to'), recipient.name, [recipient.account]),
      ],
      own: [],
    };
  }
  const other = partyWords(flow === 'out' ? transaction.recipient : transaction.sender, t);
  const ownAccount = maskedAccountWords(
    flow === 'out' ? transaction.sender : transaction.recipient,
    t,
  );
  const counterparty = row(
    flow === 'out' ? 'to' : 'from',
    t(flow === 'out' ? 'receipt.paidTo' : 'receipt.paidBy'),
    other.name,
    [other.account],
  );
  const account = accountName || ownAccount;
  return {
    parties: [counterparty],
    own: account
      ? [
          row(
            'account',
            t(flow === 'out' ? 'receipt.fromAccount' : 'receipt.intoAccount'),
            account,
            accountName ? [ownAccount] : [],
          ),
        ]
      : [],
  };
}

/** The amount, the fee charged (and how it was made) and the total, in the account's money. */
function figureRows(subject: ReceiptSubject, flow: TransactionFlow, t: Translate, locale: string) {
  const { transaction } = subject;
  const currency = transaction.charge?.currency?.trim() || subject.currency;
  const money = (value: string) => formatMoney(value, currency, locale);
  const { amount, fee, total, isFee } = receiptFiguresOf(transaction, flow);
  const feeText =
    fee === null ? t('receipt.noFee') : fee === '' ? t('receipt.feeApplied') : money(fee);
  if (isFee) {
    // The fee itself: what it is and the payment it was charged on; its amount is all
    // that left the account, so no amount or total beside it.
    const operation = positiveDecimal(transaction.charge?.amount);
    return [
      row('what', t('receipt.feeRow.what'), t('receipt.feeRow.value'), [
        operation && operation !== amount
          ? t('receipt.feeRow.onPayment', { amount: money(operation) })
          : null,
      ]),
      row('fee', t('receipt.fee'), feeText, [
        fee ? feeRuleWords(transaction, currency, locale, t) : null,
      ]),
    ];
  }
  const rows = [
    row('amount', t('receipt.amount'), amount === null ? transaction.amount : money(amount)),
    row('fee', t('receipt.fee'), feeText, [
      fee ? feeRuleWords(transaction, currency, locale, t) : null,
    ]),
  ];
  if (total !== null) {
    const left = flow !== 'in' && transaction.status !== 'rejected';
    rows.push(row('total', t(left ? 'receipt.totalOut' : 'receipt.total'), money(total)));
  }
  return rows;
}

/**
 * The lines of a receipt, in the order a person reads them: who, how much (amount, fee,
 * total), the reference, which of their accounts, when (in their own time zone) and how it
 * was sent. Shown on screen and print, and copied as plain text, from the same lines.
 */
export function receiptRowsOf(subject: ReceiptSubject, { t, locale }: Pick<I18n, 't' | 'locale'>) {
  const { transaction } = subject;
  const flow = flowOf(transaction.direction);
  const feeRow = flow !== 'in' && isFeeRow(transaction);
  const { parties, own } = feeRow
    ? {
        parties: [row('to', t('receipt.feeRow.chargedBy'), t('receipt.feeRow.yourBank'))],
        own: partyRows(subject, 'out', t).own,
      }
    : partyRows(subject, flow, t);
  const rows: ReceiptRow[] = [
    ...parties,
    ...figureRows(subject, flow, t, locale),
    row(
      'reference',
      t('receipt.reference'),
      referenceOf(transaction, flow) || t('receipt.noReference'),
    ),
    ...own,
  ];
  if (transaction.createdAt) {
    const date = formatDateTimeInZone(transaction.createdAt, locale);
    rows.push({ ...row('date', t('receipt.date'), date), dateTime: transaction.createdAt });
  }
  const updated = transaction.updatedAt;
  if (updated && updated !== transaction.createdAt) {
    const date = formatDateTimeInZone(updated, locale);
    rows.push({ ...row('updated', t('receipt.updated'), date), dateTime: updated });
  }
  const method = methodWords(transaction.paymentMethod);
  if (method) {
    rows.push(row('method', t(feeRow ? 'receipt.feeRow.method' : 'receipt.method'), t(method)));
  }
  return rows;
}

/** Control characters (line breaks, tabs, NUL, ...) and the Unicode line/paragraph separators. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/gu;

/**
 * A value on one line: every control character or line/paragraph separator becomes a space,
 * runs of whitespace become one space, and the ends are trimmed. Names, references and
 * statuses come from the bank, so a "Dinner\nAmount: …" reference cannot add a line of its own.
 */
function oneLine(value: string): string {
  return value
    .replace(LINE_BREAKING, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The receipt as plain text (for the clipboard and the share sheet): one line per row, each
 * value flattened to one line.
 */
export function receiptText(
  subject: ReceiptSubject,
  i18n: Pick<I18n, 't' | 'locale'>,
  bankName: string,
): string {
  const { t } = i18n;
  const lines = receiptRowsOf(subject, i18n).map(
    (line) => `${line.label}: ${[line.value, ...line.details].map(oneLine).join(', ')}`,
  );
  const statusText = oneLine(transactionStatusText(subject.transaction.status, t));
  const status = `${t('receipt.status')}: ${statusText}`;
  const { transaction } = subject;
  const feeRow = flowOf(transaction.direction) !== 'in' && isFeeRow(transaction);
  const title = t(feeRow ? 'receipt.feeRow.title' : 'receipt.title');
  return [`${bankName} — ${title}`, ...lines, status].join('\n');
}
