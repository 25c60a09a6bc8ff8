import { describe, expect, it } from 'vitest';
import { runStages, STAGES, stageReport } from './run-tests';

describe('npm test’s stages', () => {
  it('run every check that gates, and Lighthouse not at all', () => {
    expect(STAGES.map((stage) => stage.script)).toEqual([
      'lint',
      'format:check',
      'typecheck',
      'test:unit',
      'test:e2e',
      'test:e2e:dev',
      'bench',
      'audit',
    ]);
    expect(STAGES.find((stage) => stage.script === 'bench')?.env).toEqual({ LIGHTHOUSE: '0' });
  });

  it('prints each stage’s time and outcome, and the total', () => {
    expect(
      stageReport([
        { script: 'lint', seconds: 41.6, outcome: 'passed' },
        { script: 'test:unit', seconds: 540, outcome: 'failed' },
        { script: 'bench', seconds: 0, outcome: 'not run' },
      ]),
    ).toBe(
      [
        'Stage times:',
        '  lint            42 s  passed',
        '  test:unit    9.0 min  failed',
        '  bench              —  not run',
        '  total        9.7 min',
      ].join('\n'),
    );
  });

  it('stops at the first stage that fails, the rest not run', () => {
    const { times, code } = runStages([{ script: 'no-such-script-here' }, { script: 'lint' }]);
    expect(code).not.toBe(0);
    expect(times.map((time) => [time.script, time.outcome])).toEqual([
      ['no-such-script-here', 'failed'],
      ['lint', 'not run'],
    ]);
  });
});
