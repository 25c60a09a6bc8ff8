import { describe, expect, it } from 'vitest';
import { KYB_POLL_MAX_MS, KYB_POLL_MIN_MS, kybPollDelay } from './use-company-status';

describe('kybPollDelay', () => {
  it('reads every 3 s at first, less often the longer the check takes, never past 30 s', () => {
    expect(KYB_POLL_MIN_MS).toBe(3_000);
    expect(KYB_POLL_MAX_MS).toBe(30_000);
    expect(kybPollDelay(0)).toBe(3_000);
    expect(kybPollDelay(30_000)).toBe(3_000);
    expect(kybPollDelay(60_000)).toBe(6_000);
    expect(kybPollDelay(5 * 60_000)).toBe(30_000);
    expect(kybPollDelay(24 * 3_600_000)).toBe(30_000);
  });
});
