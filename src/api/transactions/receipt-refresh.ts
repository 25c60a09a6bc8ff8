import { isFinalStatus } from '../../domain/transactions/receipt';
import type { Transaction } from './schemas';

// Assumption A-320 (docs/assumptions.md): how often a receipt asks the bank again, and until when.
/** How often an open receipt reads its transaction again while the status may still change. */
export const RECEIPT_REFRESH_MS = 3_000;
/** The quick reads come first (about a minute's worth); a payment held longer is read slower. */
export const RECEIPT_QUICK_READS = 20;
export const RECEIPT_SLOW_REFRESH_MS = 30_000;

/**
 * When an open receipt reads its transaction next, or false to stop: never once the status is
 * final; for a payment not listed yet only when it was just sent (`awaitListing`: the bank
 * took it, its listing follows); never before the first answer or after a failed first read.
 * `reads` is how many answers came so far (the query's `dataUpdateCount`).
 */
export function receiptRefreshMs(
  data: Transaction | null | undefined,
  reads: number,
  awaitListing: boolean,
): number | false {
  if (data === undefined) return false;
  if (data === null ? !awaitListing : isFinalStatus(data.status)) return false;
  return reads < RECEIPT_QUICK_READS ? RECEIPT_REFRESH_MS : RECEIPT_SLOW_REFRESH_MS;
}
