import { describe, expect, it } from 'vitest';
import {
  busyWithin,
  fetchedScriptsResult,
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
  scripts: [
    { path: '/assets/index.js', beforeDrawn: true },
    { path: '/assets/framework.js', beforeDrawn: true },
    { path: '/assets/home.js', beforeDrawn: true },
    { path: '/assets/phone-tables.js', beforeDrawn: false },
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

describe("the first screen's JavaScript as fetched", () => {
  const sizes: Record<string, number> = {
    '/assets/index.js': 30_000,
    '/assets/framework.js': 90_000,
    '/assets/home.js': 20_000,
    '/assets/phone-tables.js': 29_000,
  };
  const sizeOf = (scriptPath: string) => sizes[scriptPath] ?? Number.NaN;

  it('sums what was fetched before the screen was drawn, and lists what came after', () => {
    const result = fetchedScriptsResult(measured(300), sizeOf, { budget: 140_000, goal: 140_000 });
    expect(result).toMatchObject({ value: 140_000, budget: 140_000, ok: true });
    const details = result.details?.join('\n') ?? '';
    expect(details).toContain('3 scripts, /assets/framework.js 90.00 kB');
    expect(details).toContain(
      'not counted, 1 after the drawing (29.00 kB): /assets/phone-tables.js',
    );
    expect(result.details?.at(-1)).toMatch(/: met$/);
  });

  it('fails over its budget and says how far the goal is', () => {
    const result = fetchedScriptsResult(measured(300), sizeOf, { budget: 139_999, goal: 130_000 });
    expect(result.ok).toBe(false);
    expect(result.details?.at(-1)).toMatch(/10\.00 kB to go$/);
  });
});
