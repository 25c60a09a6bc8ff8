import { sumDecimals } from '../../utils/decimal-sum';
import { isZeroDecimal, splitSign } from '../../utils/decimal-text';
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
  /** The fee charged on top of money out ("0.00" when none); on money in always "0.00". */
  fee: string;
  /** A fee applied whose amount the bank did not give (`fee: true` and no usable charge). */
  feeUnknown: boolean;
  /** Signed change of the balance: +amount in, −(amount + fee) out, "0.00" when not counted. */
  change: string;
  counted: boolean;
  reason: NotCountedReason | null;
}

/** A decimal above zero from the bank's text, or null ("0", "-1", "abc", absent). */
function positive(value: string | undefined): string | null {
  const parts = splitSign(value ?? '');
  if (!parts || parts.sign === '-' || isZeroDecimal(parts.magnitude)) return null;
  return parts.magnitude;
}

/**
 * The fee of money out: `charge.fee` above zero; else `charge.total` minus the amount when the
 * total is above the amount (a bank that gives only the total); else none. `fee: true` with
 * neither is a fee of unknown amount.
 */
// Assumption A-311 (docs/assumptions.md): the fee of a statement row, and who pays it.
function feeOfOut(transaction: Transaction, amount: string): { fee: string; unknown: boolean } {
  const fee = positive(transaction.charge?.fee);
  if (fee) return { fee: sumDecimals([fee]), unknown: false };
  const total = positive(transaction.charge?.total);
  if (total) {
    const rest = sumDecimals([total, `-${amount}`]);
    if (!rest.startsWith('-') && !isZeroDecimal(rest)) return { fee: rest, unknown: false };
  }
  return { fee: '0.00', unknown: transaction.fee === true };
}

/**
 * What a transaction does to the balance the bank reports (`balance` = available + pending).
 * Completed ones count; rejected ones never (no money moved); pending ones count both ways
 * (money out leaves `available` when it is sent, money in is in `pending` until it arrives);
 * on hold by the provider counts for money out (already taken from `available`) but not for
 * money in (not the customer's yet); a status the spec does not list counts like pending.
 */
// Assumption A-310 (docs/assumptions.md): which statuses move a statement's balance.
export function balanceEffectOf(transaction: Transaction): BalanceEffect {
  const flow = flowOf(transaction.direction);
  const parts = splitSign(transaction.amount);
  // Assumption A-50 (docs/assumptions.md): unsigned amounts; a sign sent anyway is dropped.
  const amount = parts ? sumDecimals([parts.magnitude]) : null;
  const { fee, unknown } =
    flow === 'out' && amount !== null
      ? feeOfOut(transaction, amount)
      : { fee: '0.00', unknown: false };
  const notCounted = (reason: NotCountedReason): BalanceEffect => ({
    flow,
    amount,
    fee,
    feeUnknown: unknown,
    change: '0.00',
    counted: false,
    reason,
  });
  if (transaction.status === 'rejected') return notCounted('rejected');
  if (flow === 'unknown') return notCounted('unknownDirection');
  if (amount === null) return notCounted('unreadableAmount');
  if (transaction.status === 'on_hold_provider' && flow === 'in') return notCounted('heldIncoming');
  const change = flow === 'in' ? amount : sumDecimals([`-${amount}`, `-${fee}`]);
  return { flow, amount, fee, feeUnknown: unknown, change, counted: true, reason: null };
}
