import { describe, expect, it } from 'vitest';
import {
  busyWithin,
  roundTripResult,
  roundTripsOf,
  type RoundTripMeasurement,
} from './bench-round-trips.ts';

const measured = (gapMs: number, busyMs = 0): RoundTripMeasurement => ({
  latencyMs: 300,
  busyMs,
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

  it('leaves out the time the page was busy computing: that is the machine, not the network', () => {
    expect(roundTripsOf(measured(600, 450))).toBe(0.5);
    const tasks = [
      { start: 900, duration: 200 },
      { start: 1_200, duration: 100 },
      { start: 1_550, duration: 200 },
    ];
    // Of [1000, 1600]: 100 of the first, all of the second, 50 of the third.
    expect(busyWithin(tasks, 1_000, 1_600)).toBe(250);
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
