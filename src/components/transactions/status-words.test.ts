import { describe, expect, it } from 'vitest';
import { transactionStatusWords } from './status-words';

describe('transactionStatusWords', () => {
  it('has words for each status of the spec and none for others', () => {
    expect(transactionStatusWords('on_hold_provider')?.key).toBe(
      'transactions.status.on_hold_provider',
    );
    expect(transactionStatusWords('rejected')?.tone).toBe('danger');
    expect(transactionStatusWords('toString')).toBeUndefined();
    expect(transactionStatusWords('failed')).toBeUndefined();
  });
});
