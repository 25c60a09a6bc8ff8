import { describe, expect, it } from 'vitest';
import { dayKeyOf, groupByDay } from './history-days';
import { createTransactionSearch } from './history-search';
import { feeOf, totalsOf } from './history-totals';
import { maskedAccountOf, otherPartyOf } from './parties';
import type { Transaction } from '../../api/transactions/schemas';

let next = 0;
function tx(fields: Partial<Transaction>): Transaction {
  next += 1;
  return {
    id: `tx-${String(next)}`,
    accountId: 'acc',
    amount: '10.00',
    status: 'completed',
    direction: 'out',
    createdAt: '2026-03-01T12:00:00.000Z',
    ...fields,
  };
}

describe('totalsOf', () => {
  it('adds money in, money out and fees of money out exactly, leaving rejected ones out', () => {
    const list = [
      tx({ direction: 'in', amount: '0.10' }),
      tx({ direction: 'incoming', amount: '0.20', status: 'pending' }),
      tx({ direction: 'out', amount: '99999999999.99', charge: { fee: '2.50' } }),
      tx({ direction: 'out', amount: '0.01', status: 'on_hold_provider', charge: { fee: '1' } }),
      tx({ direction: 'out', amount: '500.00', status: 'rejected', charge: { fee: '2.50' } }),
      tx({ direction: 'in', amount: '7.00', status: 'rejected' }),
      // The sender paid this fee, not the account holder.
      tx({ direction: 'in', amount: '1.00', charge: { fee: '9.00' } }),
      tx({ direction: 'sideways', amount: '3.00' }),
      tx({ direction: 'out', amount: 'n/a' }),
    ];
    expect(totalsOf(list)).toEqual({
      moneyIn: '1.30',
      moneyOut: '100000000000.00',
      fees: '3.50',
    });
  });

  it('is zero for nothing', () => {
    expect(totalsOf([])).toEqual({ moneyIn: '0.00', moneyOut: '0.00', fees: '0.00' });
  });
});

describe('feeOf', () => {
  it('gives the charge’s fee above zero, else the total beyond the amount', () => {
    expect(feeOf(tx({ charge: { fee: '1.25' } }))).toBe('1.25');
    expect(feeOf(tx({ charge: { fee: '0.00' } }))).toBeNull();
    expect(feeOf(tx({ charge: { fee: 'abc' } }))).toBeNull();
    expect(feeOf(tx({ amount: '40.00', charge: { total: '40.80' } }))).toBe('0.80');
    expect(feeOf(tx({}))).toBeNull();
  });

  it('a fee row is its own amount; one that cannot be read is a fee of unknown amount', () => {
    expect(feeOf(tx({ fee: true, amount: '0.50', charge: { fee: '0.50', total: '100.50' } }))).toBe(
      '0.50',
    );
    expect(feeOf(tx({ fee: true, amount: 'n/a' }))).toBe('');
    // A payment the flag marks as charged, its charge naming its amount and no fee: unknown.
    expect(feeOf(tx({ fee: true, amount: '10.00', charge: { amount: '10.00' } }))).toBe('');
  });
});

describe('groupByDay', () => {
  it('keeps the order and starts a group at each new local day', () => {
    // Local noon of three days, whatever the machine's time zone.
    const at = (day: number, hour = 12) => new Date(2026, 2, day, hour).toISOString();
    const list = [
      tx({ createdAt: at(3, 18) }),
      tx({ createdAt: at(3, 1) }),
      tx({ createdAt: at(2) }),
      tx({ createdAt: undefined }),
      tx({ createdAt: at(1) }),
    ];
    const days = groupByDay(list);
    expect(days.map((day) => [day.day, day.transactions.length])).toEqual([
      ['2026-03-03', 2],
      ['2026-03-02', 1],
      [null, 1],
      ['2026-03-01', 1],
    ]);
    expect(days.flatMap((day) => day.transactions)).toEqual(list);
  });

  it('reads the local calendar day of a timestamp', () => {
    expect(dayKeyOf(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('2025-12-31');
    expect(dayKeyOf('not a date')).toBeNull();
    expect(dayKeyOf(undefined)).toBeNull();
  });
});

describe('createTransactionSearch', () => {
  const rent = tx({
    direction: 'out',
    amount: '1234.50',
    recipient: { name: 'Jürgen', surname: 'Müller', reference: 'Rent March' },
  });
  const salary = tx({
    direction: 'in',
    amount: '2500.00',
    sender: { name: 'Acme', surname: 'Ltd', reference: 'Salary' },
  });
  const matches = (text: string, locale = 'en') =>
    [rent, salary].filter(createTransactionSearch(text, locale)).map((item) => item.id);

  it('finds the counterparty and the reference, ignoring case and accents', () => {
    expect(matches('muller')).toEqual([rent.id]);
    expect(matches('  JÜRGEN   müller ')).toEqual([rent.id]);
    expect(matches('salary')).toEqual([salary.id]);
    expect(matches('nobody')).toEqual([]);
    expect(matches('')).toEqual([rent.id, salary.id]);
  });

  it('finds an amount as sent or as the locale writes it', () => {
    expect(matches('1234.5')).toEqual([rent.id]);
    expect(matches('1,234.50')).toEqual([rent.id]);
    expect(matches('1.234,50', 'de')).toEqual([rent.id]);
    expect(matches('2,500')).toEqual([salary.id]);
    expect(matches('1,234.50', 'de')).toEqual([]);
  });

  it('does not search the account holder’s own name', () => {
    const own = tx({ direction: 'out', sender: { name: 'Ada' }, recipient: { name: 'Grace' } });
    expect(createTransactionSearch('ada', 'en')(own)).toBe(false);
  });
});

describe('maskedAccountOf and otherPartyOf', () => {
  it('shows the IBAN’s country and last four, else the UK account’s last four', () => {
    expect(maskedAccountOf({ iban: 'de89 3704 0044 0532 0130 00' })).toEqual({
      kind: 'iban',
      country: 'DE',
      last4: '3000',
    });
    expect(maskedAccountOf({ ukAccountNumber: '55555555', ukSortCode: '20-20-15' })).toEqual({
      kind: 'ukAccount',
      last4: '5555',
      sortCode: '202015',
    });
    expect(maskedAccountOf({ ukAccountNumber: '12' })).toBeNull();
    expect(maskedAccountOf(null)).toBeNull();
  });

  it('is the sender of money in and the recipient of money out', () => {
    const item = tx({ sender: { name: 'S' }, recipient: { name: 'R' } });
    expect(otherPartyOf(item, 'in')?.name).toBe('S');
    expect(otherPartyOf(item, 'out')?.name).toBe('R');
    expect(otherPartyOf(item, 'unknown')).toBeNull();
  });
});
