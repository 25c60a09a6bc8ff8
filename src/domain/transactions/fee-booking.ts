import type { Transaction } from '../../api/transactions/schemas';
import { sumDecimals } from '../../utils/decimal-sum';
import { isZeroDecimal, splitSign } from '../../utils/decimal-text';

/**
 * A decimal above zero from the bank's text, its digits as sent; null for "0", "-1", "abc" or
 * nothing. A plus sent anyway is dropped (A-50: amounts are unsigned).
 */
export function positiveDecimal(value: string | null | undefined): string | null {
  const parts = splitSign((value ?? '').trim());
  if (!parts || parts.sign === '-' || isZeroDecimal(parts.magnitude)) return null;
  return parts.magnitude;
}

/** Two decimals of the same value ("0.5" and "0.50"); false when either is not one. */
function sameDecimal(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && isZeroDecimal(sumDecimals([a, `-${b}`]));
}

/** A decimal as a comparable text ("0.5" and "0.50" alike), else the text as sent. */
function sameValueKey(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const parts = splitSign(text);
  return parts ? `${parts.sign === '-' ? '-' : ''}${sumDecimals([parts.magnitude])}` : text;
}

/**
 * Whether a `fee: true` row is a payment that the flag only says was charged (the reading
 * the app took before fee rows were seen, A-100) rather than the fee itself: its own charge
 * names its amount as the operation's (`charge.amount` equal to `amount`) and a fee that is
 * not that amount. A fee row's amount is the fee, never the operation's amount.
 */
function isFlaggedPayment(transaction: Transaction): boolean {
  const amount = positiveDecimal(transaction.amount);
  const operation = positiveDecimal(transaction.charge?.amount);
  const fee = positiveDecimal(transaction.charge?.fee);
  return sameDecimal(amount, operation) && !sameDecimal(fee, amount);
}

/**
 * Whether the row is itself a fee the bank booked (`fee: true`): its amount is the fee and
 * its `charge` describes the operation it belongs to.
 */
export function isFeeRow(transaction: Transaction): boolean {
  return transaction.fee === true && !isFlaggedPayment(transaction);
}

/**
 * The fee of a payment as its own `charge` gives it: `charge.fee` above zero; else
 * `charge.total` minus the amount when the total is larger (a bank that gives only the
 * total); else null. Says nothing of who books it (see feeBookingOf).
 */
export function chargedFeeOf(transaction: Transaction): string | null {
  const fee = positiveDecimal(transaction.charge?.fee);
  if (fee) return fee;
  const total = positiveDecimal(transaction.charge?.total);
  const amount = positiveDecimal(transaction.amount);
  if (!total || !amount) return null;
  return positiveDecimal(sumDecimals([total, `-${amount}`]));
}

/** What a list of transactions says about each one's fee. */
export interface FeeBooking {
  /**
   * The rows at hand show that this bank books fees as transactions of their own: at least
   * one fee row (isFeeRow) of an amount above zero.
   */
  readonly feesAsRows: boolean;
  /** Whether the row is itself a fee (its amount is the fee): isFeeRow. */
  isFee(transaction: Transaction): boolean;
  /**
   * The fee the row takes beyond its own amount: a decimal string above zero; '' when a fee
   * applied whose amount is not known; null when none. A fee row adds nothing beyond its
   * amount (its charge is the operation's), unless its amount is not a decimal above zero
   * ('': a fee of unknown amount). A payment adds its charged fee only where the bank does
   * not book that fee as a row of its own. Direction is the caller's: only money out pays a
   * fee.
   */
  feeBeyond(transaction: Transaction): string | null;
  /**
   * The fee the row stands for: a fee row's own amount ('' when it cannot be read), else
   * feeBeyond. For a mark or a column that says "a fee applied".
   */
  feeOf(transaction: Transaction): string | null;
}

/**
 * How the bank booked the fees of `transactions` (the rows at hand: one account's, or the
 * loaded pages of several), decided from those rows alone, as the spec does not say:
 *
 * - A `fee: true` row IS a fee: its amount is the fee, and its charge describes the operation
 *   it belongs to, so charge.fee or charge.total is never added to it. (Except a row whose own
 *   charge names its amount as the operation's: a payment the flag marks as charged.)
 * - A payment's charged fee (chargedFeeOf) is added to it only where the bank does not book
 *   the fee as a row of its own: not when a fee row refers to the payment (its
 *   `outTransactionId`, `inTransactionId` or `extId` is the payment's id) or carries the same
 *   charge (same `fee` and `total`) on the same account; and never once the rows show that the
 *   bank books fees as rows (`feesAsRows`).
 * - Where no fee row is at hand (the mock bank: the fee only in the payment's charge, with
 *   `fee: false`), a payment adds its charged fee, as before.
 *
 * So a SEPA payment of 100.00 with a fee of 0.50 takes 100.50 off under either booking.
 */
// Assumption A-100 and A-311 (docs/assumptions.md): the fee of a row, and fees booked as rows.
export function feeBookingOf(transactions: readonly Transaction[]): FeeBooking {
  const referred = new Set<string>();
  const charges = new Set<string>();
  let feesAsRows = false;
  for (const transaction of transactions) {
    if (!isFeeRow(transaction)) continue;
    if (positiveDecimal(transaction.amount)) feesAsRows = true;
    for (const id of [
      transaction.outTransactionId,
      transaction.inTransactionId,
      transaction.extId,
    ]) {
      if (id) referred.add(id);
    }
    const key = chargeKeyOf(transaction);
    if (key) charges.add(key);
  }

  const bookedApart = (transaction: Transaction): boolean => {
    if (feesAsRows || referred.has(transaction.id)) return true;
    const key = chargeKeyOf(transaction);
    return key !== null && charges.has(key);
  };

  const feeBeyond = (transaction: Transaction): string | null => {
    if (isFeeRow(transaction)) return positiveDecimal(transaction.amount) ? null : '';
    const charged = chargedFeeOf(transaction);
    if (charged === null) return transaction.fee === true ? '' : null;
    return bookedApart(transaction) ? null : charged;
  };

  return {
    feesAsRows,
    isFee: isFeeRow,
    feeBeyond,
    feeOf: (transaction) =>
      isFeeRow(transaction) ? (positiveDecimal(transaction.amount) ?? '') : feeBeyond(transaction),
  };
}

/** One account's charge by its fee and total, or null when the charge gives neither. */
function chargeKeyOf(transaction: Transaction): string | null {
  const fee = transaction.charge?.fee;
  const total = transaction.charge?.total;
  if (!positiveDecimal(fee) && !positiveDecimal(total)) return null;
  return JSON.stringify([transaction.accountId, sameValueKey(fee), sameValueKey(total)]);
}
