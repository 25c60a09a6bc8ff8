import { addDecimals } from '../../utils/decimal-sum';
import { decimalPlaces, isDecimal, splitSign } from '../../utils/decimal-text';
import { flowOf } from './flow';
import { dayKeyOf } from './history-days';
import type { Transaction } from '../../api/transactions/schemas';

// GET /v1/transactions filters by account and status only (the spec has no date or amount
// parameter): the rest of a history's filter is applied by the app over the rows it read.

/** The filters the app applies itself; each one absent when not chosen. */
export interface HistoryFilter {
  /** First local calendar day shown, `YYYY-MM-DD`. */
  from?: string | undefined;
  /** Last local calendar day shown, `YYYY-MM-DD`. */
  to?: string | undefined;
  /** Money in or money out only. */
  flow?: 'in' | 'out' | undefined;
  /** The smallest amount shown (a decimal string, compared with the amount's size). */
  min?: string | undefined;
  /** The largest amount shown. */
  max?: string | undefined;
}

/** The most decimals an amount filter takes, and its most digits (the amount field's). */
export const AMOUNT_FILTER_MAX_DECIMALS = 2;
export const AMOUNT_FILTER_MAX_LENGTH = 14;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1;
}

/** Why an amount typed into a filter cannot be used; null when it can. */
export type AmountFilterProblem = 'notAmount' | 'tooManyDecimals' | 'tooLong';

/** An amount filter as typed: plain digits with at most two decimals, no sign. */
export function amountFilterProblem(text: string): AmountFilterProblem | null {
  const value = text.trim();
  if (value.length > AMOUNT_FILTER_MAX_LENGTH) return 'tooLong';
  if (!isDecimal(value) || value.startsWith('-')) return 'notAmount';
  if (decimalPlaces(value) > AMOUNT_FILTER_MAX_DECIMALS) return 'tooManyDecimals';
  return null;
}

/** -1, 0 or 1 as the decimal `a` is below, equal to or above `b` (exact, on BigInt). */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimalPlaces(a), decimalPlaces(b));
  const difference = addDecimals([a, b.startsWith('-') ? b.slice(1) : `-${b}`], scale);
  if (/^-/.test(difference)) return -1;
  return /[1-9]/.test(difference) ? 1 : 0;
}

/** Whether the filter narrows anything. */
export function filtersSomething(filter: HistoryFilter): boolean {
  return Boolean(filter.from || filter.to || filter.flow || filter.min || filter.max);
}

/**
 * A test for "does this transaction belong to the filtered view", built once per filter. A
 * date range is of local calendar days (the customer's zone), both ends included; a row
 * without a usable date is outside any range. In/out follows the row's direction (an unknown
 * one is neither). Minimum and maximum compare the amount's size, both ends included; an
 * amount that is not a decimal is outside any amount range.
 */
// Assumption A-307 (docs/assumptions.md): dates, in/out and amounts filtered by the app.
export function createHistoryFilter(filter: HistoryFilter): (transaction: Transaction) => boolean {
  const { from, to, flow, min, max } = filter;
  if (!filtersSomething(filter)) return () => true;
  return (transaction) => {
    if (from || to) {
      const day = dayKeyOf(transaction.createdAt);
      if (!day || (from && day < from) || (to && day > to)) return false;
    }
    if (flow && flowOf(transaction.direction) !== flow) return false;
    if (min || max) {
      const size = splitSign(transaction.amount)?.magnitude;
      if (size === undefined) return false;
      if (min && compareAmounts(size, min) < 0) return false;
      if (max && compareAmounts(size, max) > 0) return false;
    }
    return true;
  };
}

/**
 * Whether the rows read so far already hold every row of the filtered view although more
 * pages exist: newest first, once a row older than the range's first day was read (later
 * pages are older still); oldest first, once one newer than its last day was. Without a
 * range in the reading direction, only the end of the history says so.
 */
// Assumption A-308 (docs/assumptions.md): the bank lists by createdAt, so a range ends.
export function readPastRange(
  filter: Pick<HistoryFilter, 'from' | 'to'>,
  order: 'ascending' | 'descending',
  lastRead: Transaction | undefined,
): boolean {
  const day = dayKeyOf(lastRead?.createdAt);
  if (!day) return false;
  if (order === 'descending') return filter.from !== undefined && day < filter.from;
  return filter.to !== undefined && day > filter.to;
}
