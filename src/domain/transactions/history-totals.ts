import { sumDecimals } from '../../utils/decimal-sum';
import { splitSign } from '../../utils/decimal-text';
import { feeBookingOf, type FeeBooking } from './fee-booking';
import { flowOf } from './flow';
import type { Transaction } from '../../api/transactions/schemas';

/** Totals of the transactions a history shows, as exact decimal strings (2+ decimals). */
export interface HistoryTotals {
  moneyIn: string;
  moneyOut: string;
  fees: string;
}

/**
 * The fee a transaction stands for: a fee row's own amount (the bank booked the fee as a
 * transaction of its own), else the fee charged on top of it (feeBookingOf), as a decimal
 * string above zero; '' when a fee applied whose amount is not known; null when none.
 * `booking` is what the list the row came from says (feeBookingOf of that list); alone, a row
 * cannot tell whether its charge's fee is booked apart, so it is read as its own.
 */
// Assumption A-100 (docs/assumptions.md): a fee applied, and fees booked as rows of their own.
export function feeOf(
  transaction: Transaction,
  booking: FeeBooking = feeBookingOf([transaction]),
): string | null {
  return booking.feeOf(transaction);
}

/**
 * Money in, money out and fees of a list of one account's transactions. Rejected ones moved
 * no money and are left out; pending and on-hold ones count (the customer sees them in the
 * list), and so does a status the spec does not list, as neither completed nor rejected
 * . Fees count on money out only: the sender pays them. A fee the bank books as
 * a row of its own counts once, under fees (not money out), and the payment's charge then adds
 * nothing more (feeBookingOf). An amount that is not a decimal, or a transaction of unknown
 * direction, adds nothing. `booking` defaults to what `transactions` themselves say; a screen
 * that totals some of the rows it loaded passes the booking of all of them.
 */
// Assumption A-100 (docs/assumptions.md): what the history's totals add up.
export function totalsOf(
  transactions: readonly Transaction[],
  booking: FeeBooking = feeBookingOf(transactions),
): HistoryTotals {
  const moneyIn: string[] = [];
  const moneyOut: string[] = [];
  const fees: string[] = [];
  for (const transaction of transactions) {
    if (transaction.status === 'rejected') continue;
    const flow = flowOf(transaction.direction);
    const amount = splitSign(transaction.amount);
    if (amount && flow === 'in') moneyIn.push(amount.magnitude);
    if (flow !== 'out') continue;
    if (booking.isFee(transaction)) {
      // Its amount is the fee; '' (not readable) adds nothing.
      const fee = booking.feeOf(transaction);
      if (fee) fees.push(fee);
      continue;
    }
    if (amount) moneyOut.push(amount.magnitude);
    const fee = booking.feeBeyond(transaction);
    if (fee) fees.push(fee);
  }
  return {
    moneyIn: sumDecimals(moneyIn),
    moneyOut: sumDecimals(moneyOut),
    fees: sumDecimals(fees),
  };
}

/** The totals of one currency's transactions among several accounts'. */
export interface CurrencyTotals extends HistoryTotals {
  currency: string;
}

/**
 * Totals per currency (money of different currencies is never added together), in the order
 * of the currencies' codes; `currencyOf` gives a transaction's account currency. Each
 * currency's figures are totalsOf its transactions, under the booking of the whole list.
 */
export function totalsByCurrency(
  transactions: readonly Transaction[],
  currencyOf: (transaction: Transaction) => string,
  booking: FeeBooking = feeBookingOf(transactions),
): CurrencyTotals[] {
  const groups = new Map<string, Transaction[]>();
  for (const transaction of transactions) {
    const currency = currencyOf(transaction);
    const group = groups.get(currency);
    if (group) group.push(transaction);
    else groups.set(currency, [transaction]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, group]) => ({ currency, ...totalsOf(group, booking) }));
}
