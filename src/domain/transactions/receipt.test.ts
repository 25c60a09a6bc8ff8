import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { isFinalStatus, progressOf, receiptFiguresOf } from './receipt';

const tx = (fields: Partial<Transaction>): Transaction => ({
  id: 'tx-1',
  accountId: 'acc',
  amount: '250.00',
  status: 'pending',
  direction: 'out',
  ...fields,
});

describe('isFinalStatus', () => {
  it('completed and rejected are final; pending, on hold and unknown ones may still change', () => {
    expect(isFinalStatus('completed')).toBe(true);
    expect(isFinalStatus('rejected')).toBe(true);
    expect(isFinalStatus('pending')).toBe(false);
    expect(isFinalStatus('on_hold_provider')).toBe(false);
    expect(isFinalStatus('on_hold_review')).toBe(false);
  });
});

describe('progressOf', () => {
  const line = (status: string | null) =>
    progressOf(status).map(({ stop, state }) => `${stop}:${state}`);

  it('stands at "sent" while the bank does not list the payment yet', () => {
    expect(line(null)).toEqual(['sent:current', 'processing:next', 'completed:next']);
  });

  it('pending is processing; on hold takes processing’s place', () => {
    expect(line('pending')).toEqual(['sent:done', 'processing:current', 'completed:next']);
    expect(line('on_hold_provider')).toEqual(['sent:done', 'onHold:current', 'completed:next']);
  });

  it('a final status leaves every stop done; rejected takes completed’s place', () => {
    expect(line('completed')).toEqual(['sent:done', 'processing:done', 'completed:done']);
    expect(line('rejected')).toEqual(['sent:done', 'processing:done', 'rejected:done']);
  });

  it('a status the app does not know stands at processing', () => {
    expect(line('on_hold_review')).toEqual(['sent:done', 'processing:current', 'completed:next']);
  });
});

describe('receiptFiguresOf', () => {
  it('money out: the charge’s fee and total as the bank recorded them', () => {
    const charged = tx({ charge: { amount: '250.00', fee: '1.25', total: '251.25' } });
    expect(receiptFiguresOf(charged, 'out')).toEqual({
      amount: '250.00',
      fee: '1.25',
      total: '251.25',
      isFee: false,
    });
  });

  it('a total below the amount is the fee’s own: amount plus fee instead (A-219)', () => {
    const feeTotal = tx({ amount: '80.00', charge: { fee: '1.00', total: '1.00' } });
    expect(receiptFiguresOf(feeTotal, 'out')).toEqual({
      amount: '80.00',
      fee: '1.00',
      total: '81.00',
      isFee: false,
    });
    // Compared exactly, digits beyond a float's.
    const big = tx({ amount: '90071992547409931.07', charge: { fee: '0.01' } });
    expect(receiptFiguresOf(big, 'out').total).toBe('90071992547409931.08');
  });

  it('no fee: none charged, the total is the amount; a fee of unknown amount is ""', () => {
    expect(receiptFiguresOf(tx({ fee: false }), 'out')).toEqual({
      amount: '250.00',
      fee: null,
      total: '250.00',
      isFee: false,
    });
    // A payment the flag marks as charged (its charge names its amount), fee not given.
    expect(receiptFiguresOf(tx({ fee: true, charge: { amount: '250.00' } }), 'out')).toEqual({
      amount: '250.00',
      fee: '',
      total: '250.00',
      isFee: false,
    });
  });

  it('money in carries no fee for the customer (the sender pays it, A-98)', () => {
    const received = tx({ direction: 'in', charge: { fee: '2.00', total: '252.00' } });
    expect(receiptFiguresOf(received, 'in')).toEqual({
      amount: '250.00',
      fee: null,
      total: '250.00',
      isFee: false,
    });
  });

  it('an amount that is not a decimal gives no figures to add up', () => {
    expect(receiptFiguresOf(tx({ amount: 'n/a', charge: { fee: '1.00' } }), 'out')).toEqual({
      amount: null,
      fee: '1.00',
      total: null,
      isFee: false,
    });
  });
});
