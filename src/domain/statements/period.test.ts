import { describe, expect, it } from 'vitest';
import {
  daysIn,
  isCalendarDate,
  lastCompleteMonth,
  monthPeriod,
  monthToDate,
  nextDay,
  recentMonths,
} from './period';

describe('statement periods', () => {
  it('gives whole months, February and leap years included', () => {
    expect(monthPeriod('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthPeriod('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('takes the last complete month and the current one so far', () => {
    expect(lastCompleteMonth('2026-11-27')).toBe('2026-10');
    expect(lastCompleteMonth('2027-01-01')).toBe('2026-12');
    expect(monthToDate('2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('offers past months newest first', () => {
    expect(recentMonths('2026-02-10', 3)).toEqual(['2026-01', '2025-12', '2025-11']);
  });

  it('counts days and finds the next one', () => {
    expect(daysIn({ from: '2026-10-01', to: '2026-10-31' })).toBe(31);
    expect(daysIn({ from: '2026-03-29', to: '2026-03-30' })).toBe(2);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('knows a real day from a made-up one', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
