// The CSV export's tests (src/features/history/export-csv*.test.ts): the texts it is written
// in, the header row they give, and the day and time a spreadsheet shows for a timestamp.
import type { Transaction } from '../api/transactions/schemas';
import type { HistoryCsvOptions } from '../features/history/export-csv-text';
import { createI18n } from '../lib/i18n/i18n';

/** The English texts. */
export const { t } = createI18n('en');

/** The CSV's header row in English, for one account. */
export const HEADER = [
  'Date',
  'Time',
  'Direction',
  'Counterparty',
  'Counterparty account',
  'Reference',
  'Amount',
  'Fee',
  'Currency',
  'Status',
  'Transaction ID',
  'Operation ID',
  'Last updated',
];

/** English CSV of one account in `currency`. */
export function englishCsv(currency: string): HistoryCsvOptions {
  return { t, format: { separator: ',', decimal: '.' }, currencyOf: () => currency };
}

/** The local day and time of a timestamp, written out here (not with the app's code). */
export function localCells(timestamp: Transaction['createdAt']): [string, string] {
  const date = new Date(timestamp ?? '');
  const pad = (value: number) => String(value).padStart(2, '0');
  return [
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
  ];
}
