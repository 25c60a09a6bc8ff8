import { sumDecimals } from '../../utils/decimal-sum';
import type { Transaction } from '../../api/transactions/schemas';
import { balanceEffectOf, type BalanceEffect } from './counting';
import { createdTimeOf } from '../transactions/created-time';
import { feeBookingOf } from '../transactions/fee-booking';

/** One line of a statement: the transaction, what it did, and the balance after it. */
export interface StatementRow {
  transaction: Transaction;
  effect: BalanceEffect;
  /** The balance after this row; unchanged by a row that is not counted. */
  balance: string;
}

/** What a statement cannot be sure of, so the screen can say so. */
export interface StatementDoubts {
  /** Fees applied whose amount the bank did not give (in or after the period). */
  unknownFees: number;
  /** Transactions whose direction or amount could not be read (in or after the period). */
  unreadable: number;
  /** Transactions without a time: they cannot be placed before, in or after the period. */
  undated: number;
}

export interface Statement {
  opening: string;
  moneyIn: string;
  moneyOut: string;
  fees: string;
  closing: string;
  /** The period's transactions, oldest first. */
  rows: StatementRow[];
  doubts: StatementDoubts;
}

export interface StatementInput {
  /**
   * The account's transactions from the period's start on (older ones are ignored). They are
   * also the rows the fees' booking is read from (feeBookingOf).
   */
  transactions: readonly Transaction[];
  /** The account's balance now, as the bank reports it (available + pending). */
  currentBalance: string;
  /** The period's first moment (ms since the epoch, inclusive). */
  from: number;
  /** The moment after the period (ms since the epoch, exclusive). */
  to: number;
}

/** Oldest first: by time, then by id, so the same data always gives the same order. */
function byTime(a: { time: number; id: string }, b: { time: number; id: string }): number {
  if (a.time !== b.time) return a.time - b.time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A statement built from the account's transactions and its current balance: every counted
 * transaction after the period is taken back off the current balance to give the closing
 * balance, then each of the period's is taken back to give the opening one; the rows then run
 * forward from the opening balance. So opening + money in − money out − fees = closing, exactly.
 * Each fee is counted once, as the rows at hand say it was booked (feeBookingOf): in the
 * payment's charge, or as a fee row of its own (then under fees, not money out).
 * Amounts are decimal strings throughout (at least two decimals, more when the bank sends more).
 */
// Assumption A-312 (docs/assumptions.md): working back from the current balance.
export function buildStatement({
  transactions,
  currentBalance,
  from,
  to,
}: StatementInput): Statement {
  const doubts: StatementDoubts = { unknownFees: 0, unreadable: 0, undated: 0 };
  const booking = feeBookingOf(transactions);
  const placed: { time: number; id: string; transaction: Transaction; effect: BalanceEffect }[] =
    [];
  for (const transaction of transactions) {
    const time = createdTimeOf(transaction);
    const effect = balanceEffectOf(transaction, booking);
    if (time === null) {
      if (effect.reason !== 'rejected') doubts.undated += 1;
      continue;
    }
    if (time < from) continue;
    if (effect.feeUnknown && effect.reason !== 'rejected') doubts.unknownFees += 1;
    // A fee row whose amount cannot be read is a fee of unknown amount, said once as such.
    if (
      effect.reason === 'unknownDirection' ||
      (effect.reason === 'unreadableAmount' && !effect.feeUnknown)
    ) {
      doubts.unreadable += 1;
    }
    placed.push({ time, id: transaction.id, transaction, effect });
  }
  placed.sort(byTime);

  const after = placed.filter((entry) => entry.time >= to).map((entry) => entry.effect.change);
  const closing = sumDecimals([currentBalance, ...after.map(negate)]);
  const within = placed.filter((entry) => entry.time < to);
  const opening = sumDecimals([closing, ...within.map((entry) => negate(entry.effect.change))]);

  const moneyIn: string[] = [];
  const moneyOut: string[] = [];
  const fees: string[] = [];
  let balance = opening;
  const rows = within.map(({ transaction, effect }): StatementRow => {
    if (effect.counted && effect.amount !== null) {
      if (!effect.isFee) (effect.flow === 'in' ? moneyIn : moneyOut).push(effect.amount);
      fees.push(effect.fee);
      balance = sumDecimals([balance, effect.change]);
    }
    return { transaction, effect, balance };
  });
  return {
    opening,
    moneyIn: sumDecimals(moneyIn),
    moneyOut: sumDecimals(moneyOut),
    fees: sumDecimals(fees),
    closing,
    rows,
    doubts,
  };
}

/** The change taken back: "12.50" → "-12.50", "-3.00" → "3.00". */
function negate(change: string): string {
  return change.startsWith('-') ? change.slice(1) : `-${change}`;
}
