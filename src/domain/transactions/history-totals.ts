import { sumDecimals } from '../../utils/decimal-sum';
import { isZeroDecimal, splitSign } from '../../utils/decimal-text';
import { flowOf } from './flow';
import type { Transaction } from '../../api/transactions/schemas';

/** Totals of the transactions a history shows, as exact decimal strings (2+ decimals). */
export interface HistoryTotals {
  moneyIn: string;
  moneyOut: string;
  fees: string;
}

/**
 * The fee charged on a transaction when one applied: the charge's fee as a decimal string
 * above zero, else null. `fee: true` without a usable charge gives an empty string (a fee
 * applied, amount unknown).
 */
// Assumption A-100 (docs/assumptions.md): a fee applied when charge.fee is above zero.
export function feeOf(transaction: Transaction): string | null {
  const fee = splitSign(transaction.charge?.fee ?? '');
  if (fee && fee.sign !== '-' && !isZeroDecimal(fee.magnitude)) return fee.magnitude;
  return transaction.fee === true ? '' : null;
}

/**
 * Money in, money out and fees of a list of one account's transactions. Rejected ones moved
 * no money and are left out; pending and on-hold ones count (the customer sees them in the
 * list), and so does a status the spec does not list, as neither completed nor rejected. Fees count on money out only: the sender pays them. An amount that is not a
 * decimal, or a transaction of unknown direction, adds nothing.
 */
// Assumption A-100 (docs/assumptions.md): what the history's totals add up.
export function totalsOf(transactions: readonly Transaction[]): HistoryTotals {
  const moneyIn: string[] = [];
  const moneyOut: string[] = [];
  const fees: string[] = [];
  for (const transaction of transactions) {
    if (transaction.status === 'rejected') continue;
    const flow = flowOf(transaction.direction);
    const amount = splitSign(transaction.amount);
    if (amount && flow === 'in') moneyIn.push(amount.magnitude);
    if (amount && flow === 'out') moneyOut.push(amount.magnitude);
    const fee = flow === 'out' ? feeOf(transaction) : null;
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
 * currency's figures are totalsOf its transactions.
 */
export function totalsByCurrency(
  transactions: readonly Transaction[],
  currencyOf: (transaction: Transaction) => string,
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
    .map(([currency, group]) => ({ currency, ...totalsOf(group) }));
}
