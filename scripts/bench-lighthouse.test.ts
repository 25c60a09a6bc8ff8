import { describe, expect, it } from 'vitest';
import { benchPasses } from './bench-check';
import { lighthouseResults, median, type LighthouseRun } from './bench-lighthouse';

const run = (
  performance: number,
  finalUrl = 'https://127.0.0.1:4291/accounts',
  appProtocols = ['h2'],
): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  firstContentfulPaint: 1200,
  largestContentfulPaint: 1800,
  totalBlockingTime: 40,
  cumulativeLayoutShift: 0,
  finalUrl,
  appProtocols,
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
  it('prints a median below the goal without failing the bench: a timing of this machine', () => {
    const results = lighthouseResults([run(96), run(70), run(79)], 95);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ value: 79, budget: 95, ok: false, advisory: true });
    expect(results[0]?.details).toContain('below the goal of 95 by 16');
    expect(benchPasses(results)).toBe(true);
  });

  it('says when the goal is met', () => {
    const [result] = lighthouseResults([run(96), run(95), run(99)], 95);
    expect(result).toMatchObject({ value: 96, ok: true, advisory: true });
    expect(result?.details).toContain('meets the goal of 95');
  });

  it('names the page it measured, and takes a run that ended there as right', () => {
    const history = 'https://127.0.0.1:4291/history';
    const results = lighthouseResults(
      [run(97, history), run(93, history), run(96, history)],
      95,
      '/history',
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      name: 'Lighthouse mobile /history: performance, at least (median of 3)',
      value: 96,
      ok: true,
    });
  });

  it('fails when a run measured another page than the overview (a sign-in that went wrong)', () => {
    const results = lighthouseResults(
      [run(99), run(99, 'http://127.0.0.1:4491/login'), run(99)],
      95,
    );
    expect(results[1]).toMatchObject({ value: 2, budget: 3, ok: false });
    expect(results[1]?.advisory).toBeUndefined();
    expect(results[1]?.details).toEqual(['ended on http://127.0.0.1:4491/login, not /accounts']);
    expect(benchPasses(results)).toBe(false);
  });

  it('fails when the app was not served over HTTP/2 alone, as production serves it', () => {
    const results = lighthouseResults(
      [run(99), run(99, undefined, ['http/1.1']), run(99, undefined, ['h2', 'http/1.1'])],
      95,
    );
    expect(results).toHaveLength(2);
    expect(results[1]).toMatchObject({
      name: 'Lighthouse /accounts: the app is served over HTTP/2 in every run',
      value: 1,
      budget: 3,
      ok: false,
    });
    expect(results[1]?.details).toEqual([
      'run 2: the app answered over http/1.1',
      'run 3: the app answered over h2, http/1.1',
    ]);
    expect(benchPasses(results)).toBe(false);
  });
});
