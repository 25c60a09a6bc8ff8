import { describe, expect, it } from 'vitest';
import { amountLook, rowLookOf } from './amount-look';

describe('how a transaction reads in a list', () => {
  it("a row's look follows whether the money moved, for each status of the spec", () => {
    expect(rowLookOf('completed')).toBe('plain');
    expect(rowLookOf('pending')).toBe('unsettled');
    expect(rowLookOf('on_hold_provider')).toBe('unsettled');
    expect(rowLookOf('rejected')).toBe('not-moved');
  });

  it('its amount: money in with a plus, rejected struck through and muted', () => {
    expect(amountLook({ amount: '12.50', direction: 'in', status: 'completed' })).toEqual({
      amount: '12.50',
      plus: true,
      tone: 'positive',
      struck: false,
    });
    expect(amountLook({ amount: '12.50', direction: 'out', status: 'rejected' })).toEqual({
      amount: '-12.50',
      plus: false,
      tone: 'muted',
      struck: true,
    });
  });
});
