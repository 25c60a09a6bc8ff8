import { describe, expect, it } from 'vitest';
import { termsDate } from './terms-date';

describe('termsDate', () => {
  it('takes the day a timestamp-form version names, as written, whatever its offset', () => {
    expect(termsDate('2025-01-01T00:00:00Z')).toBe('2025-01-01');
    expect(termsDate('2026-11-01T00:00:00.000+02:00')).toBe('2026-11-01');
    expect(termsDate('2026-11-01')).toBe('2026-11-01');
  });

  it('is null for a version in another form, which is then shown as the bank gave it', () => {
    expect(termsDate('v3')).toBeNull();
    expect(termsDate('2025-13')).toBeNull();
    expect(termsDate('2025-01-01 and more')).toBeNull();
  });
});
