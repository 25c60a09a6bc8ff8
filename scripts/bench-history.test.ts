import { describe, expect, it } from 'vitest';
import { benchPasses } from './bench-check.ts';
import { historyCheck, historyResults, type HistoryMeasurement } from './bench-history.ts';

const limits = { maxRenderedRows: 300, longestScrollTaskMs: 100, firstRowsMs: 2_000 };

function measured(overrides: Partial<HistoryMeasurement['scroll']> = {}, firstRowsMs = 900) {
  return {
    firstRowsMs,
    pageRequests: 100,
    loadAllMs: 12_000,
    scroll: {
      start: 1_000,
      end: 16_000,
      frames: 900,
      maxRows: 42,
      distance: 600_000,
      height: 600_800,
      reachedEnd: true,
      ownScroller: true,
      longTasks: [
        { start: 2_000, duration: 61 },
        { start: 9_000, duration: 87 },
      ],
      longTasksUnsupported: false,
      ...overrides,
    },
  } satisfies HistoryMeasurement;
}

describe('historyResults', () => {
  it('passes within the budgets and says what was measured', () => {
    const [rows, tasks, first] = historyResults(measured(), limits);
    expect(rows).toMatchObject({ value: 42, budget: 300, unit: 'count', ok: true });
    expect(tasks).toMatchObject({ value: 87, budget: 100, unit: 'ms', ok: true });
    expect(first).toMatchObject({ value: 900, budget: 2_000, ok: true });
    expect(tasks?.details?.[0]).toBe('2 long task(s) over 50 ms during the scroll: 61, 87 ms');
    expect(rows?.details).toContain('100 GET /v1/transactions to load every page in 12.0 s');
  });

  it('fails past the rows budget; the timings are below their goals, printed but not gating', () => {
    const results = historyResults(
      measured({ maxRows: 301, longTasks: [{ start: 3_000, duration: 101 }] }, 2_001),
      limits,
    );
    expect(results.map((result) => result.ok)).toEqual([false, false, false]);
    expect(results.map((result) => result.advisory)).toEqual([undefined, true, true]);
    expect(benchPasses(results.slice(1))).toBe(true);
    expect(benchPasses(results)).toBe(false);
  });

  it('no long task is a longest task of 0 ms', () => {
    const [, tasks] = historyResults(measured({ longTasks: [] }), limits);
    expect(tasks).toMatchObject({ value: 0, ok: true });
  });

  it('fails when the scroll stopped short, showed no row or long tasks cannot be seen', () => {
    const short = historyResults(measured({ reachedEnd: false }), limits);
    expect(short[0]?.ok).toBe(false);
    expect(short[0]?.details).toContain('the scroll did not reach the end of the list');
    const empty = historyResults(measured({ maxRows: 0 }), limits);
    expect(empty[0]?.ok).toBe(false);
    const blind = historyResults(measured({ longTasksUnsupported: true }), limits);
    expect(blind[0]?.ok).toBe(false);
    expect(blind[0]?.details).toContain('this Chromium does not report long tasks');
  });
});

describe('historyCheck', () => {
  it('runs only for the app’s own dist/, which the preview server serves', () => {
    expect(historyCheck('/repo/dist', '/repo')).not.toBeNull();
    expect(historyCheck('/tmp/fake-dist', '/repo')).toBeNull();
  });
});
