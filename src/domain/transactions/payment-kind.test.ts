import { describe, expect, it } from 'vitest';
import { paymentKindOf } from './payment-kind';

const grace = { name: 'Grace', surname: 'Hopper' };
const ada = { name: 'Ada', surname: 'Lovelace' };

describe('paymentKindOf', () => {
  it('reads money in and out from the direction', () => {
    expect(paymentKindOf({ direction: 'in', sender: grace, recipient: ada })).toBe('in');
    expect(paymentKindOf({ direction: 'outgoing', sender: ada, recipient: grace })).toBe('out');
    expect(paymentKindOf({ direction: 'sideways', sender: ada, recipient: grace })).toBe('unknown');
    expect(paymentKindOf({})).toBe('unknown');
  });

  it('the same holder on both sides is a move between own accounts', () => {
    expect(
      paymentKindOf({
        direction: 'out',
        sender: ada,
        recipient: { name: ' ada ', surname: 'LOVELACE' },
      }),
    ).toBe('own');
    // Two parties without a name are not the same holder.
    expect(paymentKindOf({ direction: 'out', sender: {}, recipient: {} })).toBe('out');
  });

  it('a fee or a crypto payment says so before its direction', () => {
    expect(paymentKindOf({ direction: 'out', fee: true, sender: ada, recipient: ada })).toBe('fee');
    expect(paymentKindOf({ direction: 'in', paymentMethod: 'CRYPTO_EXCHANGE' })).toBe('crypto');
    expect(paymentKindOf({ direction: 'in', provider: 'crypto-desk' })).toBe('crypto');
    expect(paymentKindOf({ direction: 'in', paymentMethod: 'sepa', fee: false })).toBe('in');
  });
});
