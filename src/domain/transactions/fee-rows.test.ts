import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { totalsByCurrency, totalsOf } from './history-totals';
import { receiptFiguresOf } from './receipt';

// Issue 35 §2: a bank that books a SEPA payment's fee as a transaction of its own. The
// payment (100.00, `fee: false`) and its fee row (0.50, `fee: true`) both carry the
// operation's charge; 100.50 left the account in all.
const charge = { amount: '100.00', fee: '0.50', total: '100.50', currency: 'EUR' };
const payment: Transaction = {
  id: 'pay-1',
  accountId: 'acc-eur',
  amount: '100.00',
  status: 'completed',
  direction: 'out',
  paymentMethod: 'sepa',
  createdAt: '2026-11-27T09:00:00.000Z',
  fee: false,
  charge,
};
const feeRow: Transaction = {
  ...payment,
  id: 'pay-1-fee',
  amount: '0.50',
  fee: true,
};
const salary: Transaction = {
  ...payment,
  id: 'in-1',
  amount: '1200.00',
  direction: 'in',
  charge: null,
};

describe('history totals with a fee booked as a row of its own', () => {
  it('counts the fee once, under fees, and the payment’s amount alone under money out', () => {
    expect(totalsOf([feeRow, payment, salary])).toEqual({
      moneyIn: '1200.00',
      moneyOut: '100.00',
      fees: '0.50',
    });
  });

  it('counts it once per currency too', () => {
    expect(totalsByCurrency([feeRow, payment], () => 'EUR')).toEqual([
      { currency: 'EUR', moneyIn: '0.00', moneyOut: '100.00', fees: '0.50' },
    ]);
  });

  it('a rejected payment and its rejected fee row count nothing', () => {
    expect(
      totalsOf([
        { ...feeRow, status: 'rejected' },
        { ...payment, status: 'rejected' },
      ]),
    ).toEqual({ moneyIn: '0.00', moneyOut: '0.00', fees: '0.00' });
  });
});

describe('receipts with a fee booked as a row of its own', () => {
  it('the payment’s receipt: 100.00 and a fee of 0.50, 100.50 in all', () => {
    expect(receiptFiguresOf(payment, 'out')).toEqual({
      amount: '100.00',
      fee: '0.50',
      total: '100.50',
      isFee: false,
    });
  });

  it('the fee row’s receipt: the fee itself, 0.50, never the operation’s total', () => {
    expect(receiptFiguresOf(feeRow, 'out')).toEqual({
      amount: '0.50',
      fee: '0.50',
      total: '0.50',
      isFee: true,
    });
  });
});
