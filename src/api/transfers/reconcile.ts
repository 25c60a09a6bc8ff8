/**
 * After a send whose outcome is unknown (timeout, dropped connection, 5xx): looking for the
 * transfer in the source account's transactions instead of guessing, for a bounded time.
 */
import { useQuery } from '@tanstack/react-query';
import { normalizeIban } from '../../utils/iban';
import { compareDecimals, isDecimal, splitSign } from '../../utils/decimal';
import { accountKeys } from '../accounts/queries';
import { useLostAnswerSearch, useRefreshWhenFound } from '../shared/lost-answer-search';
import { flowOf } from '../../domain/transactions/flow';
import { transactionKeys, transactionQueries } from '../transactions/queries';
import type { Transaction } from '../transactions/schemas';

/** What was sent, as far as a transaction can show it. */
export interface SentTransfer {
  accountId: string;
  companyId?: string | undefined;
  /** The canonical amount sent (without the fee). */
  amount: string;
  recipient: {
    accountId?: string | undefined;
    iban?: string | undefined;
    key?: string | undefined;
  };
  /** When the person confirmed (ISO timestamp of the device's clock). */
  sentAt: string;
}

export type SentTransferSearch =
  | { status: 'idle' | 'searching' | 'notFound'; transaction?: undefined }
  | { status: 'found'; transaction: Transaction };

/** How often and how long the transactions are read (Assumption A-97). */
export const RECONCILE_INTERVAL_MS = 2_000;
export const RECONCILE_DURATION_MS = 20_000;
/** Clocks of the device and the bank may differ by this much. */
export const RECONCILE_CLOCK_SKEW_MS = 120_000;
/** The newest transactions read each time. */
export const RECONCILE_PAGE_SIZE = 20;

function sameAmount(value: string | null | undefined, amount: string): boolean {
  const magnitude = value ? splitSign(value)?.magnitude : undefined;
  return (
    magnitude !== undefined && isDecimal(amount) && compareDecimals(magnitude, amount, 36) === 0
  );
}

/**
 * Whether `transaction` is the transfer sent (Assumption A-97, docs/assumptions.md): not money
 * in; the amount sent (as `amount`, or as the charge's `amount`); created no earlier than the
 * send less the clock skew; and, where the transaction shows the recipient's IBAN, that IBAN.
 */
export function matchesSentTransfer(transaction: Transaction, sent: SentTransfer): boolean {
  if (transaction.accountId !== sent.accountId) return false;
  if (flowOf(transaction.direction) === 'in') return false;
  if (
    !sameAmount(transaction.amount, sent.amount) &&
    !sameAmount(transaction.charge?.amount, sent.amount)
  ) {
    return false;
  }
  const created = Date.parse(transaction.createdAt ?? '');
  const sentAt = Date.parse(sent.sentAt);
  if (Number.isNaN(created) || created < sentAt - RECONCILE_CLOCK_SKEW_MS) return false;
  const shownIban = transaction.recipient?.iban;
  if (sent.recipient.iban && shownIban) {
    return normalizeIban(shownIban) === normalizeIban(sent.recipient.iban);
  }
  return true;
}

/** The newest transaction that matches, the list being newest first. */
export function findSentTransfer(
  transactions: readonly Transaction[],
  sent: SentTransfer,
): Transaction | undefined {
  return transactions.find((transaction) => matchesSentTransfer(transaction, sent));
}

/** The newest transactions of the account, as the search reads them. */
type FirstPage = { transactions: readonly Transaction[] } | undefined;

/** What is read again once the transfer is found. */
const REFRESH_WHEN_FOUND = [accountKeys.all, transactionKeys.lists()];

/**
 * Looks for `sent` in its account's newest transactions every RECONCILE_INTERVAL_MS for
 * RECONCILE_DURATION_MS, only while the page is visible (react-query pauses an interval in the
 * background and reads again on return). null = idle. Once found, balances and transaction
 * lists are read again (the mutation's own refresh did not run, since it failed).
 */
export function useSentTransferSearch(
  sent: SentTransfer | null,
  {
    intervalMs = RECONCILE_INTERVAL_MS,
    durationMs = RECONCILE_DURATION_MS,
  }: { intervalMs?: number; durationMs?: number } = {},
): SentTransferSearch {
  const findIn = (data: FirstPage) =>
    sent && data ? findSentTransfer(data.transactions, sent) : undefined;
  const search = useLostAnswerSearch<FirstPage>(sent, {
    durationMs,
    intervalMs,
    isFound: (data) => findIn(data) !== undefined,
  });
  const options = transactionQueries.firstPage({
    accountId: sent?.accountId ?? '',
    companyId: sent?.companyId,
    limit: RECONCILE_PAGE_SIZE,
  });
  const query = useQuery({ ...options, ...search.readOptions });

  const transaction = findIn(query.data);
  useRefreshWhenFound(transaction?.id, REFRESH_WHEN_FOUND);
  if (transaction) return { status: 'found', transaction };
  return { status: search.statusUnlessFound(query.isFetching) };
}
