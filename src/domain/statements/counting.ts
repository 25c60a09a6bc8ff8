import { sumDecimals } from '../../utils/decimal-sum';
import { splitSign } from '../../utils/decimal-text';
import type { FeeBooking } from '../transactions/fee-booking';
import { flowOf, type TransactionFlow } from '../transactions/flow';
import type { Transaction } from '../../api/transactions/schemas';

/**
 * Why a transaction listed on a statement leaves the balance as it was: the bank refused it,
 * it is incoming money the provider still holds, or its direction or amount cannot be read.
 */
export type NotCountedReason =
  'rejected' | 'heldIncoming' | 'unknownDirection' | 'unreadableAmount';

/** What one transaction does to the account's balance. */
export interface BalanceEffect {
  flow: TransactionFlow;
  /** The amount without sign (a decimal string); null when it is not a decimal. */
  amount: string | null;
  /**
   * The fee this row takes ("0.00" when none; on money in always "0.00"): a fee row's own
   * amount, else the fee charged on top of money out where the bank does not book it apart.
   */
  fee: string;
  /**
   * The row is itself a fee the bank booked as money out of its own (`fee: true`): its amount
   * counts under fees, not money out, and `fee` is that amount.
   */
  isFee: boolean;
  /** A fee applied whose amount the bank did not give (the booking says ''). */
  feeUnknown: boolean;
  /**
   * Signed change of the balance: +amount in, −(amount + fee) out, −amount for a fee row;
   * "0.00" when not counted.
   */
  change: string;
  counted: boolean;
  reason: NotCountedReason | null;
}

/**
 * What a transaction does to the balance the bank reports (`balance` = available + pending).
 * Completed ones count; rejected ones never (no money moved); pending ones count both ways
 * (money out leaves `available` when it is sent, money in is in `pending` until it arrives);
 * on hold by the provider counts for money out (already taken from `available`) but not for
 * money in (not the customer's yet); a status the spec does not list counts like pending.
 * Its fee is what `booking` (feeBookingOf of the rows at hand) says: a fee booked as a row of
 * its own is that row's amount and is never added to the payment again, so a payment of
 * 100.00 with a fee of 0.50 takes 100.50 off whichever way the bank books the fee.
 */
// Assumption A-310 (docs/assumptions.md): which statuses move a statement's balance.
// Assumption A-311 (docs/assumptions.md): the fee of a statement row, and who pays it.
export function balanceEffectOf(transaction: Transaction, booking: FeeBooking): BalanceEffect {
  const flow = flowOf(transaction.direction);
  const parts = splitSign(transaction.amount);
  // Assumption A-50 (docs/assumptions.md): unsigned amounts; a sign sent anyway is dropped.
  const amount = parts ? sumDecimals([parts.magnitude]) : null;
  // Only money out pays a fee; a fee row of another direction is read as its flow says.
  const isFee = flow === 'out' && booking.isFee(transaction);
  const beyond = flow === 'out' ? booking.feeBeyond(transaction) : null;
  const feeUnknown = beyond === '';
  const fee = isFee
    ? (amount ?? '0.00')
    : amount !== null && beyond
      ? sumDecimals([beyond])
      : '0.00';
  const notCounted = (reason: NotCountedReason): BalanceEffect => ({
    flow,
    amount,
    fee,
    isFee,
    feeUnknown,
    change: '0.00',
    counted: false,
    reason,
  });
  if (transaction.status === 'rejected') return notCounted('rejected');
  if (flow === 'unknown') return notCounted('unknownDirection');
  if (amount === null) return notCounted('unreadableAmount');
  if (transaction.status === 'on_hold_provider' && flow === 'in') return notCounted('heldIncoming');
  const change =
    flow === 'in' ? amount : sumDecimals(isFee ? [`-${amount}`] : [`-${amount}`, `-${fee}`]);
  return { flow, amount, fee, isFee, feeUnknown, change, counted: true, reason: null };
}
