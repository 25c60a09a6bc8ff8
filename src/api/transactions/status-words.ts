import type { MessageKey } from '../../lib/i18n/messages-en';

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
 * (the screen then shows it as the API sends it). Shared by the account page's recent list,
 * the history and a transaction's details.
 */
export function transactionStatusWords(status: string): TransactionStatusWords | undefined {
  return Object.hasOwn(STATUS_WORDS, status) ? STATUS_WORDS[status] : undefined;
}
