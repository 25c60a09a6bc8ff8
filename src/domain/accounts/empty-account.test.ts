import { describe, expect, it } from 'vitest';
import { isEmptyAccount } from './empty-account';

const zero = { available: '0.00', holding: '0.00', pending: '0.00', balance: '0.00' };

describe('isEmptyAccount', () => {
  it('is empty with every figure zero and no transaction', () => {
    expect(isEmptyAccount(zero, 0)).toBe(true);
    expect(isEmptyAccount({ ...zero, balance: '0' }, 0)).toBe(true);
  });

  it('is not empty once any money is there, arriving or held', () => {
    expect(isEmptyAccount({ ...zero, available: '0.01' }, 0)).toBe(false);
    expect(isEmptyAccount({ ...zero, pending: '12.50' }, 0)).toBe(false);
    expect(isEmptyAccount({ ...zero, holding: '3.00' }, 0)).toBe(false);
  });

  it('is not empty once it has a transaction, even a rejected one that left it at zero', () => {
    expect(isEmptyAccount(zero, 1)).toBe(false);
  });

  it('does not guess while the balances or the history are unknown', () => {
    expect(isEmptyAccount(null, 0)).toBe(false);
    expect(isEmptyAccount(undefined, 0)).toBe(false);
    expect(isEmptyAccount(zero, undefined)).toBe(false);
  });
});
