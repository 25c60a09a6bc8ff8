import { counterpartyOf, referenceOf } from '../../domain/transactions/parties';
import type { Statement, StatementRow } from '../../domain/statements/statement';
import type { StatementPeriod } from '../../domain/statements/period';
import { counterpartyWords } from '../../components/transactions/counterparty-words';
import { transactionStatusText } from '../../components/transactions/status-words';
import type { Translate } from '../../lib/i18n/i18n';
import { csvFormatOf, csvText, localDateTimeCells, type CsvCell } from '../../utils/csv';
import { isZeroDecimal } from '../../utils/decimal-text';
import { registerTexts } from '../../lib/i18n/i18n';
import { statementsEn } from '../../lib/i18n/en/statements';

registerTexts(statementsEn);

/**
 * The money a row moved, signed: +in, −out, the fee apart (a fee row: its fee only); nothing
 * for a row not counted.
 */
function rowCells(row: StatementRow, currency: string, t: Translate): CsvCell[] {
  const { transaction, effect } = row;
  const counted = effect.counted && effect.amount !== null;
  // A fee booked as a row of its own is in the fee column only (the columns add up).
  const signed =
    counted && effect.amount !== null && !effect.isFee
      ? effect.flow === 'in' || isZeroDecimal(effect.amount)
        ? effect.amount
        : `-${effect.amount}`
      : null;
  const fee = counted && !isZeroDecimal(effect.fee) ? `-${effect.fee}` : null;
  return [
    ...localDateTimeCells(transaction.createdAt),
    counterpartyWords(counterpartyOf(transaction, effect.flow), t),
    referenceOf(transaction, effect.flow),
    transactionStatusText(transaction.status, t),
    signed === null ? '' : { number: signed },
    fee === null ? '' : { number: fee },
    { number: row.balance },
    currency,
  ];
}

/**
 * The statement as CSV in the customer's language: the opening balance, one line per
 * transaction (signed amount, fee, the balance after it, local date and time), the closing
 * balance. Amounts are numbers a spreadsheet adds up; the separator is the locale's.
 */
export function statementCsv(
  statement: Statement,
  { currency, locale, t }: { currency: string; locale: string; t: Translate },
): string {
  const header = [
    t('statements.csv.date'),
    t('statements.csv.time'),
    t('statements.csv.description'),
    t('statements.csv.reference'),
    t('statements.csv.status'),
    t('statements.csv.amount'),
    t('statements.csv.fee'),
    t('statements.csv.balance'),
    t('statements.csv.currency'),
  ];
  const line = (description: string, balance: string): CsvCell[] => [
    '',
    '',
    description,
    '',
    '',
    '',
    '',
    { number: balance },
    currency,
  ];
  return csvText(
    [
      header,
      line(t('statements.opening'), statement.opening),
      ...statement.rows.map((row) => rowCells(row, currency, t)),
      line(t('statements.closing'), statement.closing),
    ],
    csvFormatOf(locale),
  );
}

/** A file name that says which account and period: `statement-everyday-euros-2026-10-01-2026-10-31.csv`. */
export function statementFileName(accountName: string, period: StatementPeriod): string {
  const slug = accountName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `statement-${slug || 'account'}-${period.from}-${period.to}.csv`;
}
