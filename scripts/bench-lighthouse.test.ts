import { describe, expect, it } from 'vitest';
import { benchPasses } from './bench-check';
import {
  floorResults,
  lighthouseResults,
  median,
  ratioTo,
  type LighthouseRun,
} from './bench-lighthouse';

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
  scriptingTime: 300,
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

describe('floorResults', () => {
  const timed = (totalBlockingTime: number, scriptingTime: number): LighthouseRun => ({
    ...run(90),
    totalBlockingTime,
    scriptingTime,
  });
  const floor = [timed(100, 200), timed(140, 260), timed(120, 240)];

  it('reads each page as a ratio of medians to the floor page measured beside it', () => {
    const [home, accounts] = floorResults(floor, [
      { path: '/', runs: [timed(330, 900), timed(300, 700), timed(360, 720)] },
      { path: '/accounts', runs: [timed(150, 300), timed(170, 330), timed(160, 320)] },
    ]);
    // 330 against the floor's 120; scripting 720 against 240.
    expect(home).toMatchObject({ value: 2.75, budget: 1.5, ok: false, advisory: true });
    expect(home?.details?.[0]).toContain('(3×)');
    expect(accounts).toMatchObject({ value: 1.33, ok: true });
    expect(benchPasses([home, accounts].filter((row) => row !== undefined))).toBe(true);
  });

  it('takes a floor of no blocking time as one millisecond', () => {
    expect(ratioTo(0, 0)).toBe(0);
    expect(ratioTo(30, 0)).toBe(30);
  });
});
