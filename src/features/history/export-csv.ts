import Papa from 'papaparse';
import { isRetryableError } from '../../api/errors';
import { flowOf } from '../../domain/transactions/flow';
import { feeOf } from '../../domain/transactions/history-totals';
import {
  counterpartyOf,
  maskedAccountOf,
  otherPartyOf,
  referenceOf,
} from '../../domain/transactions/parties';
import { HISTORY_PAGE_SIZE } from '../../api/transactions/queries';
import type { getTransactions, TransactionListParams } from '../../api/transactions/requests';
import type { Transaction } from '../../api/transactions/schemas';
import { transactionStatusText } from '../../components/transactions/status-words';
import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { idsOf } from './transaction-details-ids';
import { historyEn } from '../../lib/i18n/en/history';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(historyEn);

/** How far an export has come: pages and rows read so far. */
export interface ExportProgress {
  pages: number;
  rows: number;
}

/** A wait that ends early, rejecting, when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Waits before each new try of a page that failed on the network or with a 5xx. */
export const EXPORT_RETRY_DELAYS_MS = [500, 1500] as const;

type Page = Awaited<ReturnType<typeof getTransactions>>;

/** One page, tried again (as every read of the app) after a network failure or a 5xx. */
async function pageWithRetry(
  fetchPage: typeof getTransactions,
  params: Parameters<typeof getTransactions>[0],
  signal: AbortSignal,
): Promise<Page> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchPage(params, signal);
    } catch (error) {
      const delay = EXPORT_RETRY_DELAYS_MS[attempt];
      if (signal.aborted || delay === undefined || !isRetryableError(error)) throw error;
      await pause(delay, signal);
    }
  }
}

/**
 * Every transaction of a filtered view, page after page (each asked for with the previous
 * page's `lastKey`), in the view's order. Stops at once when `signal` aborts (the fetch in
 * flight is cancelled and the promise rejects with the abort reason).
 */
export async function collectTransactions(
  fetchPage: typeof getTransactions,
  params: Omit<TransactionListParams, 'limit'>,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void = () => undefined,
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let lastKey: Page['lastKey'] = null;
  for (let pages = 1; ; pages += 1) {
    signal.throwIfAborted();
    const page = await pageWithRetry(
      fetchPage,
      { ...params, limit: HISTORY_PAGE_SIZE, lastKey },
      signal,
    );
    signal.throwIfAborted();
    rows.push(...page.transactions);
    onProgress({ pages, rows: rows.length });
    if (!page.lastKey || page.transactions.length === 0) return rows;
    lastKey = page.lastKey;
  }
}

const COLUMNS: readonly MessageKey[] = [
  'history.export.col.date',
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

/**
 * Where a spreadsheet may start a cell of its own inside one of ours: at the start, and after
 * each separator a spreadsheet may split on (a comma; a semicolon, as German locales do; a
 * tab) or a line break, when the character there starts a formula (=, +, -, @, tab, carriage
 * return). Our reading of OWASP's CSV injection advice: an apostrophe goes before each such
 * start, so no separator makes a formula of any piece, and the cell is quoted whole.
 */
const FORMULA_AT_PIECE_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/** A text cell as the CSV writes it: every piece that could run as a formula neutralised. */
function neutralisedCell(text: string): string {
  return text.replace(FORMULA_AT_PIECE_START, "'");
}

/** A cell with a separator or an apostrophe we put there is written between quotes. */
const QUOTED_WHOLE = /^'|[,;\t\r\n"]/;

/**
 * An amount or fee as a number a spreadsheet reads as one: the API's decimal as it is (a plus
 * sign dropped), never as text behind an apostrophe. Anything else the API sent is text.
 */
function amountCell(decimal: string): string {
  const plain = /^([+-]?)(\d+(?:\.\d+)?)$/.exec(decimal);
  if (!plain) return neutralisedCell(decimal);
  return `${plain[1] === '-' ? '-' : ''}${plain[2] ?? ''}`;
}

function counterpartyText(transaction: Transaction, t: Translate): string {
  const flow = flowOf(transaction.direction);
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

function rowOf(transaction: Transaction, currency: string, t: Translate): string[] {
  const flow = flowOf(transaction.direction);
  const ids = idsOf(transaction, flow);
  const operation = ids.find((id) => id.label === 'history.details.operationId')?.value ?? '';
  const text = [
    transaction.createdAt ?? '',
    flow === 'unknown' ? (transaction.direction ?? '') : t(`history.export.flow.${flow}`),
    counterpartyText(transaction, t),
    counterpartyAccount(transaction),
    referenceOf(transaction, flow),
  ].map(neutralisedCell);
  const fee = flow === 'out' ? (feeOf(transaction) ?? '') : '';
  return [
    ...text,
    amountCell(transaction.amount),
    fee === '' ? '' : amountCell(fee),
    ...[
      transaction.charge?.currency?.trim() || currency,
      transactionStatusText(transaction.status, t),
      transaction.id,
      operation,
      transaction.updatedAt ?? '',
    ].map(neutralisedCell),
  ];
}

/**
 * The CSV text of a history (RFC 4180: CRLF line ends, fields with a comma, quote or line
 * break quoted, quotes doubled), with a header row. Amounts and fees are the API's decimals
 * written as numbers, dates its ISO timestamps; statuses and directions in words; no text
 * cell can run as a formula in a spreadsheet splitting on commas, semicolons or tabs.
 */
export function transactionsCsv(
  transactions: readonly Transaction[],
  currency: string,
  t: Translate,
): string {
  return Papa.unparse(
    {
      fields: COLUMNS.map((key) => t(key)),
      data: transactions.map((transaction) => rowOf(transaction, currency, t)),
    },
    { newline: '\r\n', quotes: (cell: unknown) => QUOTED_WHOLE.test(String(cell)) },
  );
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
