import { describe, expect, it } from 'vitest';
import {
  RECEIPT_QUICK_READS,
  RECEIPT_REFRESH_MS,
  RECEIPT_SLOW_REFRESH_MS,
  receiptRefreshMs,
} from './receipt-refresh';
import type { Transaction } from './schemas';

const withStatus = (status: string): Transaction => ({
  id: 'tx',
  accountId: 'acc',
  amount: '1.00',
  status,
});

describe('receiptRefreshMs', () => {
  it('reads every 3 s while a payment may change, every 30 s after the first minute', () => {
    expect([RECEIPT_REFRESH_MS, RECEIPT_SLOW_REFRESH_MS, RECEIPT_QUICK_READS]).toEqual([
      3000, 30000, 20,
    ]);
    expect(receiptRefreshMs(withStatus('pending'), 0, false)).toBe(3000);
    expect(receiptRefreshMs(withStatus('on_hold_provider'), 19, false)).toBe(3000);
    expect(receiptRefreshMs(withStatus('pending'), 20, false)).toBe(30000);
    expect(receiptRefreshMs(withStatus('on_hold_review'), 1, false)).toBe(3000);
  });

  it('stops at a final status', () => {
    expect(receiptRefreshMs(withStatus('completed'), 1, true)).toBe(false);
    expect(receiptRefreshMs(withStatus('rejected'), 1, false)).toBe(false);
  });

  it('waits for a payment not listed yet only when it was just sent', () => {
    expect(receiptRefreshMs(null, 1, true)).toBe(3000);
    expect(receiptRefreshMs(null, 1, false)).toBe(false);
  });

  it('never before a first answer', () => {
    expect(receiptRefreshMs(undefined, 0, true)).toBe(false);
  });
});
