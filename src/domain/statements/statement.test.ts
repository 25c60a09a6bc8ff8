import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { feeBookingOf } from '../transactions/fee-booking';
import { balanceEffectOf as effectIn } from './counting';
import { buildStatement } from './statement';

let next = 0;
function tx(fields: Partial<Transaction> & Pick<Transaction, 'amount'>): Transaction {
  next += 1;
  return {
    id: `t${String(next).padStart(3, '0')}`,
    accountId: 'a1',
    status: 'completed',
    direction: 'in',
    createdAt: '2026-10-15T12:00:00.000Z',
    ...fields,
  };
}

/** The effect of a transaction read on its own (no other rows to say how fees are booked). */
const balanceEffectOf = (transaction: Transaction) =>
  effectIn(transaction, feeBookingOf([transaction]));

// October 2026 in UTC: [1 Oct 00:00, 1 Nov 00:00).
const from = Date.parse('2026-10-01T00:00:00.000Z');
const to = Date.parse('2026-11-01T00:00:00.000Z');

describe('balanceEffectOf', () => {
  it('counts completed money in as it is and money out with its fee', () => {
    expect(balanceEffectOf(tx({ amount: '25.5' })).change).toBe('25.50');
    const out = balanceEffectOf(
      tx({ amount: '100.00', direction: 'out', charge: { fee: '1.25', total: '101.25' } }),
    );
    expect(out).toMatchObject({ change: '-101.25', fee: '1.25', counted: true });
  });

  it('takes the fee from the total when the charge has no fee', () => {
    const out = balanceEffectOf(
      tx({ amount: '40.00', direction: 'out', charge: { total: '40.80' } }),
    );
    expect(out).toMatchObject({ fee: '0.80', change: '-40.80' });
  });

  it('never counts a fee on money in, nor a zero or negative fee', () => {
    expect(balanceEffectOf(tx({ amount: '10.00', charge: { fee: '2.00' } })).change).toBe('10.00');
    expect(
      balanceEffectOf(tx({ amount: '10.00', direction: 'out', charge: { fee: '-2.00' } })).change,
    ).toBe('-10.00');
  });

  it('reads a fee: true row as the fee itself, never adding its charge', () => {
    const feeRow = tx({
      amount: '0.50',
      direction: 'out',
      fee: true,
      charge: { amount: '100.00', fee: '0.50', total: '100.50' },
    });
    expect(balanceEffectOf(feeRow)).toMatchObject({
      change: '-0.50',
      fee: '0.50',
      isFee: true,
      feeUnknown: false,
      counted: true,
    });
  });

  it('marks a fee row without a readable amount as a fee it cannot count', () => {
    const out = balanceEffectOf(tx({ amount: 'n/a', direction: 'out', fee: true }));
    expect(out).toMatchObject({ change: '0.00', feeUnknown: true, reason: 'unreadableAmount' });
  });

  it('a payment whose fee row is among the rows is not charged its fee again', () => {
    const payment = tx({
      amount: '100.00',
      direction: 'out',
      fee: false,
      charge: { fee: '0.50', total: '100.50' },
    });
    const feeRow = tx({
      amount: '0.50',
      direction: 'out',
      fee: true,
      outTransactionId: payment.id,
      charge: { fee: '0.50', total: '100.50' },
    });
    const booking = feeBookingOf([feeRow, payment]);
    expect(effectIn(payment, booking)).toMatchObject({ change: '-100.00', fee: '0.00' });
    expect(effectIn(feeRow, booking)).toMatchObject({ change: '-0.50', fee: '0.50' });
  });

  it('counts pending both ways and on hold for money out only; rejected never', () => {
    expect(balanceEffectOf(tx({ amount: '5.00', status: 'pending' })).change).toBe('5.00');
    expect(
      balanceEffectOf(tx({ amount: '5.00', status: 'pending', direction: 'out' })).change,
    ).toBe('-5.00');
    expect(
      balanceEffectOf(tx({ amount: '5.00', status: 'on_hold_provider', direction: 'out' })).change,
    ).toBe('-5.00');
    expect(balanceEffectOf(tx({ amount: '5.00', status: 'on_hold_provider' }))).toMatchObject({
      change: '0.00',
      counted: false,
      reason: 'heldIncoming',
    });
    expect(
      balanceEffectOf(tx({ amount: '5.00', status: 'rejected', direction: 'out' })),
    ).toMatchObject({ change: '0.00', counted: false, reason: 'rejected' });
    expect(balanceEffectOf(tx({ amount: '5.00', status: 'cancelled' })).change).toBe('5.00');
  });

  it('leaves out what it cannot read', () => {
    expect(balanceEffectOf(tx({ amount: '5.00', direction: 'sideways' })).reason).toBe(
      'unknownDirection',
    );
    expect(balanceEffectOf(tx({ amount: 'five' })).reason).toBe('unreadableAmount');
  });
});

describe('buildStatement', () => {
  it('works back from the current balance through later transactions, then through the period', () => {
    const statement = buildStatement({
      currentBalance: '1000.00',
      from,
      to,
      transactions: [
        // After the period: taken back off the current balance to reach the closing balance.
        tx({ amount: '200.00', createdAt: '2026-11-03T09:00:00.000Z' }),
        tx({
          amount: '50.00',
          direction: 'out',
          status: 'pending',
          charge: { fee: '0.50' },
          createdAt: '2026-11-02T09:00:00.000Z',
        }),
        // In the period, newest first as the bank lists them.
        tx({
          amount: '30.00',
          status: 'rejected',
          direction: 'out',
          createdAt: '2026-10-20T10:00:00.000Z',
        }),
        tx({ amount: '12.34', status: 'pending', createdAt: '2026-10-18T10:00:00.000Z' }),
        tx({ amount: '99.99', status: 'on_hold_provider', createdAt: '2026-10-16T10:00:00.000Z' }),
        tx({
          amount: '100.00',
          direction: 'out',
          charge: { fee: '1.00', total: '101.00' },
          createdAt: '2026-10-10T10:00:00.000Z',
        }),
        tx({ amount: '500.00', createdAt: '2026-10-01T00:00:00.000Z' }),
        // Before the period: no part of it.
        tx({ amount: '7.00', createdAt: '2026-09-30T23:59:59.999Z' }),
      ],
    });
    // 1000.00 − 200.00 + 50.50 = 850.50
    expect(statement.closing).toBe('850.50');
    expect(statement.moneyIn).toBe('512.34');
    expect(statement.moneyOut).toBe('100.00');
    expect(statement.fees).toBe('1.00');
    // 850.50 − 512.34 + 100.00 + 1.00 = 439.16
    expect(statement.opening).toBe('439.16');
    expect(statement.rows.map((row) => [row.transaction.amount, row.balance])).toEqual([
      ['500.00', '939.16'],
      ['100.00', '838.16'],
      ['99.99', '838.16'],
      ['12.34', '850.50'],
      ['30.00', '850.50'],
    ]);
    expect(statement.doubts).toEqual({ unknownFees: 0, unreadable: 0, undated: 0 });
  });

  it('gives an empty period the same opening and closing balance', () => {
    const statement = buildStatement({
      currentBalance: '20.00',
      from,
      to,
      transactions: [tx({ amount: '5.00', createdAt: '2026-11-05T00:00:00.000Z' })],
    });
    expect(statement).toMatchObject({
      opening: '15.00',
      closing: '15.00',
      moneyIn: '0.00',
      moneyOut: '0.00',
      fees: '0.00',
      rows: [],
    });
  });

  it('keeps every decimal the bank sends', () => {
    const statement = buildStatement({
      currentBalance: '10.005',
      from,
      to,
      transactions: [tx({ amount: '0.001' })],
    });
    expect(statement).toMatchObject({ opening: '10.004', closing: '10.005', moneyIn: '0.001' });
  });

  it('counts what it cannot be sure of', () => {
    const statement = buildStatement({
      currentBalance: '0.00',
      from,
      to,
      transactions: [
        // A payment the flag marks as charged (its charge names its amount), fee not given.
        tx({
          amount: '1.00',
          direction: 'out',
          fee: true,
          charge: { amount: '1.00' },
          createdAt: '2026-11-02T00:00:00.000Z',
        }),
        // A fee row whose amount cannot be read: a fee of unknown amount, said once.
        tx({ amount: '-', direction: 'out', fee: true, createdAt: '2026-11-03T00:00:00.000Z' }),
        tx({ amount: '1.00', direction: 'elsewhere' }),
        tx({ amount: '1.00', createdAt: undefined }),
        tx({ amount: '1.00', status: 'rejected', createdAt: undefined }),
      ],
    });
    expect(statement.doubts).toEqual({ unknownFees: 2, unreadable: 1, undated: 1 });
    expect(statement).toMatchObject({ opening: '1.00', closing: '1.00' });
  });
});
