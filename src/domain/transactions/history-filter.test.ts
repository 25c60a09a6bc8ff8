import { describe, expect, it } from 'vitest';
import {
  amountFilterProblem,
  compareAmounts,
  createHistoryFilter,
  isCalendarDay,
  readPastRange,
  type HistoryFilter,
} from './history-filter';
import { totalsByCurrency } from './history-totals';
import type { Transaction } from '../../api/transactions/schemas';

let next = 0;
/** A transaction at local noon of a day of March 2026 (whatever the machine's zone). */
function tx(day: number, fields: Partial<Transaction> = {}): Transaction {
  next += 1;
  return {
    id: `tx-${String(next)}`,
    accountId: 'eur',
    amount: '10.00',
    status: 'completed',
    direction: 'out',
    createdAt: new Date(2026, 2, day, 12).toISOString(),
    ...fields,
  };
}

// Ids 1-8, so the expectations below name them.
const list = [
  tx(1, { direction: 'in', amount: '100.00' }),
  tx(2, { direction: 'out', amount: '25.50' }),
  tx(3, { direction: 'outgoing', amount: '-99.99' }),
  // The last second of the 4th and the first of the 5th, local time.
  tx(4, { createdAt: new Date(2026, 2, 4, 23, 59, 59).toISOString(), amount: '100' }),
  tx(5, { createdAt: new Date(2026, 2, 5, 0, 0, 0).toISOString(), direction: 'in' }),
  tx(6, { direction: 'sideways', amount: '50.00' }),
  tx(7, { amount: 'n/a' }),
  tx(8, { createdAt: undefined }),
].map((item, index) => ({ ...item, id: String(index + 1) }));
const shown = (filter: HistoryFilter) =>
  list.filter(createHistoryFilter(filter)).map((item) => Number(item.id));

describe('createHistoryFilter', () => {
  it('keeps local days from the first to the last, both included', () => {
    expect(shown({ from: '2026-03-02', to: '2026-03-04' })).toEqual([2, 3, 4]);
    expect(shown({ from: '2026-03-05' })).toEqual([5, 6, 7]);
    expect(shown({ to: '2026-03-01' })).toEqual([1]);
    expect(shown({ from: '2026-03-04', to: '2026-03-03' })).toEqual([]);
  });

  it('keeps money in or money out by direction; an unknown one is neither', () => {
    expect(shown({ flow: 'in' })).toEqual([1, 5]);
    expect(shown({ flow: 'out' })).toEqual([2, 3, 4, 7, 8]);
  });

  it('compares the amount’s size with the minimum and maximum, both included', () => {
    expect(shown({ min: '25.5' })).toEqual([1, 2, 3, 4, 6]);
    expect(shown({ min: '25.51', max: '99.99' })).toEqual([3, 6]);
    expect(shown({ max: '10' })).toEqual([5, 8]);
  });

  it('combines every filter; none keeps everything', () => {
    expect(shown({ from: '2026-03-02', flow: 'out', min: '50' })).toEqual([3, 4]);
    expect(shown({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('amountFilterProblem and compareAmounts', () => {
  it('takes plain amounts of up to two decimals and 14 characters', () => {
    expect(amountFilterProblem('12')).toBeNull();
    expect(amountFilterProblem(' 12.5 ')).toBeNull();
    expect(amountFilterProblem('0.01')).toBeNull();
    expect(amountFilterProblem('12.345')).toBe('tooManyDecimals');
    expect(amountFilterProblem('-5')).toBe('notAmount');
    expect(amountFilterProblem('1,5')).toBe('notAmount');
    expect(amountFilterProblem('abc')).toBe('notAmount');
    expect(amountFilterProblem('')).toBe('notAmount');
    expect(amountFilterProblem('123456789012345')).toBe('tooLong');
  });

  it('compares decimals exactly, whatever their decimals', () => {
    expect(compareAmounts('99999999999.99', '100000000000')).toBe(-1);
    expect(compareAmounts('10', '10.00')).toBe(0);
    expect(compareAmounts('0.10', '0.09')).toBe(1);
    expect(compareAmounts('0.000000001', '0')).toBe(1);
  });

  it('reads a real calendar day only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-2-1')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
  });
});

describe('readPastRange', () => {
  it('newest first: done once a row before the first day is read', () => {
    expect(readPastRange({ from: '2026-03-02' }, 'descending', tx(1))).toBe(true);
    expect(readPastRange({ from: '2026-03-02' }, 'descending', tx(2))).toBe(false);
    expect(readPastRange({ to: '2026-03-02' }, 'descending', tx(1))).toBe(false);
  });

  it('oldest first: done once a row after the last day is read', () => {
    expect(readPastRange({ to: '2026-03-02' }, 'ascending', tx(3))).toBe(true);
    expect(readPastRange({ to: '2026-03-02' }, 'ascending', tx(2))).toBe(false);
    expect(readPastRange({ from: '2026-03-02' }, 'ascending', tx(3))).toBe(false);
    expect(readPastRange({ to: '2026-03-02' }, 'ascending', undefined)).toBe(false);
  });
});

describe('totalsByCurrency', () => {
  it('adds each currency on its own, in the order of the codes', () => {
    const rows = [
      tx(1, { accountId: 'gbp', direction: 'in', amount: '5.00' }),
      tx(1, { accountId: 'eur', direction: 'out', amount: '2.50', charge: { fee: '0.25' } }),
      tx(1, { accountId: 'eur2', direction: 'in', amount: '1.10' }),
      tx(1, { accountId: 'gbp', direction: 'out', amount: '1.00', status: 'rejected' }),
    ];
    const currency: Record<string, string> = { gbp: 'GBP', eur: 'EUR', eur2: 'EUR' };
    expect(totalsByCurrency(rows, (row) => currency[row.accountId] ?? '')).toEqual([
      { currency: 'EUR', moneyIn: '1.10', moneyOut: '2.50', fees: '0.25' },
      { currency: 'GBP', moneyIn: '5.00', moneyOut: '0.00', fees: '0.00' },
    ]);
    expect(totalsByCurrency([], () => 'EUR')).toEqual([]);
  });
});
