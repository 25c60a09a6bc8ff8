import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { chargedFeeOf, feeBookingOf, isFeeRow } from './fee-booking';

const tx = (fields: Partial<Transaction> & Pick<Transaction, 'id'>): Transaction => ({
  accountId: 'acc-eur',
  amount: '100.00',
  status: 'completed',
  direction: 'out',
  fee: false,
  ...fields,
});

const charge = { fee: '0.50', total: '100.50' };
const payment = tx({ id: 'pay-1', charge });

describe('chargedFeeOf', () => {
  it('is charge.fee above zero, else the total beyond the amount, else none', () => {
    expect(chargedFeeOf(tx({ id: 'a', charge: { fee: '1.5' } }))).toBe('1.5');
    expect(chargedFeeOf(tx({ id: 'b', amount: '40.00', charge: { total: '40.80' } }))).toBe('0.80');
    expect(chargedFeeOf(tx({ id: 'c', amount: '40.00', charge: { total: '40.00' } }))).toBeNull();
    expect(chargedFeeOf(tx({ id: 'd', charge: { fee: '-1.00' } }))).toBeNull();
    expect(chargedFeeOf(tx({ id: 'e' }))).toBeNull();
  });
});

describe('isFeeRow', () => {
  it('is a fee: true row, unless its own charge names its amount as the operation’s', () => {
    expect(isFeeRow(tx({ id: 'f', fee: true, amount: '0.50', charge }))).toBe(true);
    expect(isFeeRow(tx({ id: 'g', fee: true, amount: '0.50' }))).toBe(true);
    expect(isFeeRow(payment)).toBe(false);
    expect(isFeeRow(tx({ id: 'h', fee: true, charge: { amount: '100.00', fee: '1.25' } }))).toBe(
      false,
    );
  });
});

describe('feeBookingOf', () => {
  it('without fee rows, a payment adds its charge’s fee (the mock bank’s booking)', () => {
    const booking = feeBookingOf([payment]);
    expect(booking.feesAsRows).toBe(false);
    expect(booking.feeBeyond(payment)).toBe('0.50');
    expect(booking.feeOf(payment)).toBe('0.50');
  });

  it('a fee row is its own amount and adds nothing beyond it; its payment is not charged again', () => {
    const feeRow = tx({ id: 'pay-1-fee', fee: true, amount: '0.50', charge });
    const booking = feeBookingOf([feeRow, payment]);
    expect(booking.feesAsRows).toBe(true);
    expect(booking.isFee(feeRow)).toBe(true);
    expect(booking.feeBeyond(feeRow)).toBeNull();
    expect(booking.feeOf(feeRow)).toBe('0.50');
    expect(booking.isFee(payment)).toBe(false);
    expect(booking.feeBeyond(payment)).toBeNull();
    // Any other payment of this bank: its fee, if any, is a row of its own too.
    const other = tx({ id: 'pay-2', amount: '20.00', charge: { fee: '0.30', total: '20.30' } });
    expect(booking.feeBeyond(other)).toBeNull();
  });

  it('a fee row that refers to its payment spares that payment, even of unknown amount', () => {
    for (const link of ['outTransactionId', 'inTransactionId', 'extId'] as const) {
      const feeRow = tx({ id: 'fee-x', fee: true, amount: 'n/a', [link]: 'pay-1' });
      const booking = feeBookingOf([feeRow, payment]);
      expect(booking.feesAsRows).toBe(false);
      expect(booking.feeBeyond(payment)).toBeNull();
      // The fee row itself: a fee of unknown amount.
      expect(booking.feeBeyond(feeRow)).toBe('');
      expect(booking.feeOf(feeRow)).toBe('');
    }
  });

  it('a fee row with the same charge on the same account spares the payment; elsewhere not', () => {
    const feeRow = tx({
      id: 'fee-y',
      fee: true,
      amount: '0',
      charge: { fee: '0.5', total: '100.5' },
    });
    const booking = feeBookingOf([feeRow, payment]);
    expect(booking.feesAsRows).toBe(false);
    expect(booking.feeBeyond(payment)).toBeNull();
    const elsewhere = tx({ id: 'pay-3', accountId: 'acc-other', charge });
    expect(booking.feeBeyond(elsewhere)).toBe('0.50');
    const otherCharge = tx({ id: 'pay-4', charge: { fee: '0.50', total: '60.50' } });
    expect(booking.feeBeyond(otherCharge)).toBe('0.50');
  });
});
