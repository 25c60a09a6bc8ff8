import { flowOf } from '../../domain/transactions/flow';
import { feeBookingOf, isFeeRow, type FeeBooking } from '../../domain/transactions/fee-booking';
import {
  counterpartyOf,
  maskedAccountOf,
  otherPartyOf,
  referenceOf,
} from '../../domain/transactions/parties';
import type { Transaction } from '../../api/transactions/schemas';
import { transactionStatusText } from '../../components/transactions/status-words';
import {
  csvFormatOf,
  csvText,
  downloadCsv,
  localDateTimeCells,
  type CsvCell,
  type CsvFormat,
} from '../../utils/csv';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { idsOf } from './transaction-details-ids';
import { historyEn } from '../../lib/i18n/en/history';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(historyEn);

/** What a history's CSV needs beside its rows. */
export interface HistoryCsvOptions {
  t: Translate;
  /** Separator and decimals of the customer's language (csvFormatOf). */
  format: CsvFormat;
  /** The currency of a transaction's account. */
  currencyOf: (transaction: Transaction) => string;
  /** The name of a transaction's account: given when several accounts are exported. */
  accountOf?: ((transaction: Transaction) => string) | undefined;
}

function columnsOf(withAccount: boolean): MessageKey[] {
  return [
    'history.export.col.date',
    'history.export.col.time',
    ...(withAccount ? (['history.export.col.account'] as const) : []),
    'history.export.col.direction',
    'history.export.col.counterparty',
    'history.export.col.counterpartyAccount',
    'history.export.col.reference',
    'history.export.col.amount',
    'history.export.col.fee',
    'history.export.col.currency',
    'history.export.col.status',
    'history.export.col.transactionId',
    'history.export.col.operationId',
    'history.export.col.updated',
  ];
}

function counterpartyText(transaction: Transaction, t: Translate): string {
  const flow = flowOf(transaction.direction);
  if (flow !== 'in' && isFeeRow(transaction)) return t('history.list.bankFee');
  const counterparty = counterpartyOf(transaction, flow);
  if (counterparty.flow === 'unknown') {
    return t('history.export.between', {
      sender: counterparty.sender,
      recipient: counterparty.recipient,
    });
  }
  return counterparty.name;
}

/** The other party's account as the bank sent it: IBAN, else UK account number and sort code. */
function counterpartyAccount(transaction: Transaction): string {
  const party = otherPartyOf(transaction, flowOf(transaction.direction));
  if (!maskedAccountOf(party)) return '';
  const iban = party?.iban?.replace(/\s+/g, '').toUpperCase();
  if (iban) return iban;
  return [party?.ukAccountNumber?.trim(), party?.ukSortCode?.trim()].filter(Boolean).join(' ');
}

/**
 * An amount with the sign of its movement: money in as it is, money out below zero (the API
 * may send either sign for it), an unknown direction as the bank sent it.
 */
// Assumption A-305 (docs/assumptions.md): signed by direction; a fee is money out too.
export function signedAmount(amount: string, flow: 'in' | 'out' | 'unknown'): string {
  const text = amount.trim();
  const size = text.replace(/^[+-]/, '');
  if (flow === 'unknown' || !/^\d+(?:\.\d+)?$/.test(size)) return text;
  return flow === 'out' ? `-${size}` : size;
}

function rowOf(
  transaction: Transaction,
  options: HistoryCsvOptions,
  booking: FeeBooking,
): CsvCell[] {
  const { t, accountOf } = options;
  const flow = flowOf(transaction.direction);
  const ids = idsOf(transaction, flow);
  const operation = ids.find((id) => id.label === 'history.details.operationId')?.value ?? '';
  // The fee beyond the amount only: a fee row's amount is its fee (it is not said twice),
  // and a payment whose fee is a row of its own has none here, so the columns add up.
  const fee = flow === 'out' ? (booking.feeBeyond(transaction) ?? '') : '';
  const updated = localDateTimeCells(transaction.updatedAt).filter(Boolean).join(' ');
  return [
    ...localDateTimeCells(transaction.createdAt),
    ...(accountOf ? [accountOf(transaction)] : []),
    flow === 'unknown' ? (transaction.direction ?? '') : t(`history.export.flow.${flow}`),
    counterpartyText(transaction, t),
    counterpartyAccount(transaction),
    referenceOf(transaction, flow),
    { number: signedAmount(transaction.amount, flow) },
    fee === '' ? '' : { number: signedAmount(fee, 'out') },
    options.currencyOf(transaction) || transaction.charge?.currency?.trim() || '',
    transactionStatusText(transaction.status, t),
    transaction.id,
    operation,
    updated,
  ];
}

/**
 * The CSV text of a history, with a header row, in the customer's language and its
 * spreadsheet's dialect: local date and time columns (the customer's zone), the account when
 * several are exported, amounts and fees as signed numbers (money out below zero), the
 * account's currency, statuses and directions in words; no text cell runs as a formula.
 */
export function transactionsCsv(
  transactions: readonly Transaction[],
  options: HistoryCsvOptions,
): string {
  const header = columnsOf(options.accountOf !== undefined).map((key) => options.t(key));
  const booking = feeBookingOf(transactions);
  return csvText(
    [header, ...transactions.map((item) => rowOf(item, options, booking))],
    options.format,
  );
}

/** The CSV of a history in the separator and decimals of `locale`, saved as `file`. */
export function saveHistoryCsv(
  transactions: readonly Transaction[],
  file: string,
  { locale, ...options }: Omit<HistoryCsvOptions, 'format'> & { locale: string },
): void {
  downloadCsv(transactionsCsv(transactions, { ...options, format: csvFormatOf(locale) }), file);
}

/** A file name that says which account and when: `history-everyday-euros-2026-03-01.csv`. */
export function exportFileName(accountName: string, today: Date, status?: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const day = [
    String(today.getFullYear()),
    String(today.getMonth() + 1).padStart(2, '0'),
    String(today.getDate()).padStart(2, '0'),
  ].join('-');
  const parts = ['history', slug(accountName) || 'account', status ? slug(status) : '', day];
  return `${parts.filter(Boolean).join('-')}.csv`;
}
