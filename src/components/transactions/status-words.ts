import type { Translate } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { readableValue } from '../../utils/readable-value';
import { transactionsEn } from '../../lib/i18n/en/transactions';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(transactionsEn);

/** How a status looks: the same names as the design system's badge tones. */
export type TransactionStatusTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface TransactionStatusWords {
  /** The words a customer reads for the status. */
  key: MessageKey;
  tone: TransactionStatusTone;
}

const STATUS_WORDS: Record<string, TransactionStatusWords> = {
  pending: { key: 'transactions.status.pending', tone: 'info' },
  on_hold_provider: { key: 'transactions.status.on_hold_provider', tone: 'warning' },
  completed: { key: 'transactions.status.completed', tone: 'success' },
  rejected: { key: 'transactions.status.rejected', tone: 'danger' },
};

/**
 * The words and tone of a transaction status; undefined for a status the app does not know
 * (the screen then shows it readably: transactionStatusText). Shared by the account page's recent list,
 * the history and a transaction's details.
 */
export function transactionStatusWords(status: string): TransactionStatusWords | undefined {
  return Object.hasOwn(STATUS_WORDS, status) ? STATUS_WORDS[status] : undefined;
}

/**
 * A transaction status in words: the app's for the spec's statuses, the bank's word made
 * readable for any other ("on_hold_review" → "On hold review"), never the raw code.
 */
// Assumption A-295 (docs/assumptions.md): an unknown status is shown readably.
export function transactionStatusText(status: string, t: Translate): string {
  const words = transactionStatusWords(status);
  return words ? t(words.key) : readableValue(status);
}

/** A status a row shows: its words and its tone. */
export interface ShownStatus {
  text: string;
  tone: TransactionStatusTone;
}

/** Statuses a list says nothing about: final and what a customer expects (the money moved). */
const QUIET: ReadonlySet<string> = new Set(['completed']);

/**
 * The status a row of transactions shows, or null: a completed payment says nothing more, a
 * status that is not final (pending, on hold), rejected and any the app does not know say
 * theirs in words. The one rule for every list of transactions (the history, the home's latest
 * activity, an account's recent transactions); a transaction's own page always names its status.
 */
export function shownStatusOf(status: string, t: Translate): ShownStatus | null {
  if (QUIET.has(status)) return null;
  return {
    text: transactionStatusText(status, t),
    tone: transactionStatusWords(status)?.tone ?? 'neutral',
  };
}
