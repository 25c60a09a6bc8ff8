import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, setupMockBank } from '../../test/mock-bank-harness';
import { useFakeTimers, wait } from '../../test/fake-time';
import { recordedTransfer } from '../../test/recorded-transfer';
import type { Transaction } from '../transactions/schemas';
import { recordedChargeOf, useRecordedCharge } from './recorded-charge';

const { requests, userOf, accountOf } = setupMockBank();

const TX_ID = '0b6f5a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

/** ada's EUR account, as seeded. */
const eur = () => accountOf('ada', 'Everyday euros');

function sent(fields: Partial<Transaction> = {}): Transaction {
  return recordedTransfer({ id: TX_ID, accountId: eur().id, amount: '100.00', ...fields });
}

const reads = () => requests('/v1/transactions').length;

function render() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const lookup = { accountId: eur().id, transactionId: TX_ID, amount: '100.00' };
  return renderHook(() => useRecordedCharge(lookup), { wrapper }).result;
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

describe('useRecordedCharge', () => {
  beforeEach(() => useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads every 2 s until the transaction carries a charge, then stops', async () => {
    const record = sent();
    userOf('ada').transactions.push(record);
    const result = render();
    await wait(0);
    expect(result.current.status).toBe('reading');
    expect(reads()).toBe(1);
    await wait(2_000);
    expect(reads()).toBe(2);
    record.charge = { fee: '0.50', total: '100.50', currency: 'EUR' };
    await wait(2_000);
    // The third read's answer arrives just after its tick.
    await vi.waitFor(() => expect(result.current.status).toBe('recorded'));
    expect(result.current).toEqual({
      status: 'recorded',
      charge: { fee: '0.50', total: '100.50', currency: 'EUR' },
    });
    const after = reads();
    await wait(10_000);
    expect(reads()).toBe(after);
  });

  it('gives up after 20 s without a charge, having only read', async () => {
    const result = render();
    await wait(20_000);
    expect(result.current.status).toBe('notRecorded');
    const after = reads();
    expect(after).toBeLessThanOrEqual(11);
    await wait(10_000);
    expect(reads()).toBe(after);
    expect(requests().filter((line) => !line.startsWith('GET'))).toEqual([]);
  });
});
