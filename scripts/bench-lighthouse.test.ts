import { describe, expect, it } from 'vitest';
import { lighthouseResults, median, type LighthouseRun } from './bench-lighthouse';

const run = (performance: number, finalUrl = 'http://127.0.0.1:4291/accounts'): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  firstContentfulPaint: 1200,
  largestContentfulPaint: 1800,
  totalBlockingTime: 40,
  cumulativeLayoutShift: 0,
  finalUrl,
});

describe('median', () => {
  it('takes the middle of three, whatever their order', () => {
    expect(median([97, 88, 93])).toBe(93);
  });

  it('has no value for no runs', () => {
    expect(median([])).toBeNaN();
  });
});

describe('lighthouseResults', () => {
  it('passes when the median reaches the goal, even if one run is below it', () => {
    const [result] = lighthouseResults([run(96), run(90), run(95)], 95);
    expect(result).toMatchObject({ value: 95, budget: 95, ok: true });
  });

  it('fails when the median is below the goal', () => {
    const [result] = lighthouseResults([run(96), run(90), run(94)], 95);
    expect(result).toMatchObject({ value: 94, ok: false });
  });

  it('fails when a run measured another page than the overview (a sign-in that went wrong)', () => {
    const [result] = lighthouseResults(
      [run(99), run(99, 'http://127.0.0.1:4491/login'), run(99)],
      95,
    );
    expect(result?.ok).toBe(false);
    expect(result?.details?.join('\n')).toContain('ended on http://127.0.0.1:4491/login');
  });
});
