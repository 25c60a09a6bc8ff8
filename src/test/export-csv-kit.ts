// The CSV export's tests (src/features/history/export-csv*.test.ts): the texts it is written
// in and the header row they give.
import { createI18n } from '../lib/i18n/i18n';

/** The English texts. */
export const { t } = createI18n('en');

/** The CSV's header row in English. */
export const HEADER = [
  'Date',
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
