import { describe, expect, it } from 'vitest';
import { setupMockBank } from '../../test/mock-bank-harness';
import { recordedTransfer } from '../../test/recorded-transfer';
import type { Transaction } from '../transactions/schemas';
import { recordedChargeOf } from './recorded-charge';

const { accountOf } = setupMockBank();

const TX_ID = '0b6f5a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

/** ada's EUR account, as seeded. */
const eur = () => accountOf('ada', 'Everyday euros');

function sent(fields: Partial<Transaction> = {}): Transaction {
  return recordedTransfer({ id: TX_ID, accountId: eur().id, amount: '100.00', ...fields });
}

describe('recordedChargeOf', () => {
  it('reads the fee, and the total as what left the account when it is at least the amount', () => {
    const charge = { fee: '0.50', total: '100.50', currency: 'EUR', amount: '100.00' };
    expect(recordedChargeOf(sent({ charge }), '100.00')).toEqual({
      fee: '0.50',
      total: '100.50',
      currency: 'EUR',
    });
    // A total below the amount is the fee's own total: not shown as what left the account.
    expect(recordedChargeOf(sent({ charge: { fee: '0.50', total: '0.50' } }), '100.00')).toEqual({
      fee: '0.50',
      total: undefined,
      currency: undefined,
    });
    expect(recordedChargeOf(sent({ charge: { fee: '-4.00' } }), '100.00')?.fee).toBe('4.00');
  });

  it('has nothing to show without a charge or a readable fee', () => {
    expect(recordedChargeOf(sent(), '100.00')).toBeNull();
    expect(recordedChargeOf(sent({ charge: { total: '100.50' } }), '100.00')).toBeNull();
    expect(recordedChargeOf(sent({ charge: { fee: 'n/a' } }), '100.00')).toBeNull();
  });
});
