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
  it('passes when the median reaches the floor, even if one run is below it', () => {
    const [result] = lighthouseResults([run(96), run(70), run(80)], 80, 95);
    expect(result).toMatchObject({ value: 80, budget: 80, ok: true });
    expect(result?.details).toContain('below the goal of 95 by 15 (the floor that fails is 80)');
  });

  it('fails when the median is below the floor', () => {
    const [result] = lighthouseResults([run(96), run(70), run(79)], 80, 95);
    expect(result).toMatchObject({ value: 79, ok: false });
  });

  it('says when the goal is met', () => {
    const [result] = lighthouseResults([run(96), run(95), run(99)], 80, 95);
    expect(result?.details).toContain('meets the goal of 95');
  });

  it('fails when a run measured another page than the overview (a sign-in that went wrong)', () => {
    const [result] = lighthouseResults(
      [run(99), run(99, 'http://127.0.0.1:4491/login'), run(99)],
      80,
      95,
    );
    expect(result?.ok).toBe(false);
    expect(result?.details?.join('\n')).toContain('ended on http://127.0.0.1:4491/login');
  });
});
