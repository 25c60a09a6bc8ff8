import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { counterpartyOf, partyName, referenceOf } from './parties';

const base: Transaction = {
  id: '0f1e2d3c-4b5a-4697-8887-766554433221',
  accountId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  amount: '10.00',
  status: 'completed',
  sender: { name: 'Grace', surname: 'Hopper', reference: 'Salary' },
  recipient: { name: 'Ada', surname: 'Lovelace' },
};

describe('partyName', () => {
  it('joins name and surname, leaving out what is missing', () => {
    expect(partyName({ name: ' Grace ', surname: 'Hopper' })).toBe('Grace Hopper');
    expect(partyName({ name: null, surname: 'Hopper' })).toBe('Hopper');
    expect(partyName({})).toBe('');
    expect(partyName(null)).toBe('');
  });
});

describe('counterpartyOf and referenceOf', () => {
  it('money in: the sender', () => {
    expect(counterpartyOf(base, 'in')).toEqual({ flow: 'in', name: 'Grace Hopper' });
    expect(referenceOf(base, 'in')).toBe('Salary');
  });

  it('money out: the recipient; the reference falls back to the other party’s', () => {
    expect(counterpartyOf(base, 'out')).toEqual({ flow: 'out', name: 'Ada Lovelace' });
    expect(referenceOf(base, 'out')).toBe('Salary');
    const withOwn = { ...base, recipient: { name: 'Ada', reference: 'Rent' } };
    expect(referenceOf(withOwn, 'out')).toBe('Rent');
  });

  it('an unknown direction names both parties', () => {
    expect(counterpartyOf(base, 'unknown')).toEqual({
      flow: 'unknown',
      sender: 'Grace Hopper',
      recipient: 'Ada Lovelace',
    });
  });

  it('no reference anywhere gives an empty string', () => {
    expect(referenceOf({ ...base, sender: null, recipient: { reference: '  ' } }, 'in')).toBe('');
  });
});
