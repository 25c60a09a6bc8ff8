import { describe, expect, it } from 'vitest';
import { roundTripResult, roundTripsOf, type RoundTripMeasurement } from './bench-round-trips.ts';

const measured = (gapMs: number): RoundTripMeasurement => ({
  latencyMs: 300,
  tokenAnsweredAt: 1_000,
  firstDataAt: 1_000 + gapMs,
  between: gapMs > 300 ? ['/assets/home.js', '/assets/common.js'] : [],
  firstData: 'GET /client',
  reads: [
    { read: '/client', afterToken: gapMs },
    { read: '/v1/transactions?limit=5', afterToken: gapMs + 600 },
  ],
});

describe('round trips from the token to the first data', () => {
  it('counts the gap in round trips of the added latency, to a tenth', () => {
    expect(roundTripsOf(measured(903))).toBe(3);
    expect(roundTripsOf(measured(86))).toBe(0.3);
    // A request that left before the token's answer was read counts as none.
    expect(roundTripsOf(measured(-5))).toBe(0);
  });

  it('passes at one round trip or less, and says what was fetched in between', () => {
    expect(roundTripResult(measured(300)).ok).toBe(true);
    const late = roundTripResult(measured(903));
    expect(late.ok).toBe(false);
    expect(late.value).toBe(3);
    expect(late.details?.join('\n')).toContain('/assets/home.js, /assets/common.js');
    expect(late.details?.join('\n')).toContain('/v1/transactions?limit=5 5.0');
  });
});
