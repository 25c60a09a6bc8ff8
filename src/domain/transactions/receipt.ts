import type { Transaction } from '../../api/transactions/schemas';
import { sumDecimals } from '../../utils/decimal-sum';
import { isZeroDecimal, splitSign } from '../../utils/decimal-text';
import { chargedFeeOf, isFeeRow } from './fee-booking';
import type { TransactionFlow } from './flow';

/**
 * The statuses after which nothing more happens to a payment: its receipt stops asking the
 * bank. Any other (pending, on hold, one the spec does not list) may still change.
 */
// Assumption A-320 (docs/assumptions.md): completed and rejected are final; nothing else is.
export function isFinalStatus(status: string): boolean {
  return status === 'completed' || status === 'rejected';
}

/** One stop of a receipt's progress line. */
export type ProgressStop = 'sent' | 'processing' | 'onHold' | 'completed' | 'rejected';
export type ProgressState = 'done' | 'current' | 'next';

export interface ProgressStep {
  stop: ProgressStop;
  state: ProgressState;
}

/**
 * Where a payment is on its way, as three stops: sent → processing (or on hold, the
 * provider's check in its place) → completed (or rejected, in its place). The stop a
 * payment is at is `current`; a final status leaves every stop `done`. `null` (the bank has
 * taken the payment but does not list it yet) is at "sent". A status the app does not know
 * stands at "processing": it is neither final nor known to be held.
 */
// Assumption A-323 (docs/assumptions.md): the stops of a payment and where each status stands.
export function progressOf(status: string | null): ProgressStep[] {
  const middle: ProgressStop = status === 'on_hold_provider' ? 'onHold' : 'processing';
  const last: ProgressStop = status === 'rejected' ? 'rejected' : 'completed';
  const at = status === null ? 0 : isFinalStatus(status) ? 3 : 1;
  return (['sent', middle, last] as const).map((stop, index) => ({
    stop,
    state: index < at ? 'done' : index === at ? 'current' : 'next',
  }));
}

/**
 * A money figure the receipt shows, as a decimal string without sign, or null when the
 * transaction does not give it.
 */
const magnitude = (value: string | undefined): string | null => {
  const parts = value === undefined ? null : splitSign(value.trim());
  return parts && parts.sign !== '-' ? parts.magnitude : null;
};

export interface ReceiptFigures {
  /** What was paid, without sign. */
  amount: string | null;
  /**
   * The fee the account holder paid: a decimal string, '' when a fee applied but its amount
   * is not given, null when none applied. Money in carries none (the sender pays it, A-98).
   */
  fee: string | null;
  /** What the payment cost in all (money out) or brought (money in); null when unknown. */
  total: string | null;
  /**
   * The transaction is itself a fee the bank booked as a row of its own: its amount is the
   * fee and the total, whatever its charge says of the operation it belongs to.
   */
  isFee: boolean;
}

/**
 * The figures of a receipt: the amount, the fee charged and the total. A fee row (the bank
 * booked the fee as a transaction of its own, isFeeRow) is the fee itself: amount, fee and
 * total are all its amount. For other money out the fee is the charge's (chargedFeeOf) and the
 * total the charge's `total` when it is at least the amount (A-219: else it may be the fee's
 * own total), else the amount plus a known fee: what the operation cost in all, whether or not
 * the bank booked its fee apart. For money in, the amount.
 */
export function receiptFiguresOf(transaction: Transaction, flow: TransactionFlow): ReceiptFigures {
  const amount = magnitude(transaction.amount);
  if (flow !== 'in' && isFeeRow(transaction)) {
    const fee = amount !== null && !isZeroDecimal(amount) ? amount : '';
    return { amount, fee, total: amount, isFee: true };
  }
  const charged = flow === 'in' ? null : chargedFeeOf(transaction);
  const fee = charged ?? (flow !== 'in' && transaction.fee === true ? '' : null);
  if (amount === null) return { amount, fee, total: null, isFee: false };
  const chargedTotal = flow === 'in' ? null : magnitude(transaction.charge?.total);
  if (chargedTotal !== null && atLeast(chargedTotal, amount)) {
    return { amount, fee, total: chargedTotal, isFee: false };
  }
  return { amount, fee, total: fee ? sumDecimals([amount, fee]) : amount, isFee: false };
}

/** a ≥ b for two unsigned decimal strings, compared exactly by their digits. */
function atLeast(a: string, b: string): boolean {
  const [aWhole = '', aPart = ''] = a.split('.');
  const [bWhole = '', bPart = ''] = b.split('.');
  const width = Math.max(aPart.length, bPart.length);
  const units = (whole: string, part: string) => BigInt(whole + part.padEnd(width, '0'));
  return units(aWhole, aPart) >= units(bWhole, bPart);
}
