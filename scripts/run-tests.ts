/**
 * `npm test`: every stage of the project's checks, one after another, each timed. Stops at
 * the first stage that fails, and prints every stage's time at the end either way, so a CI
 * run (`.ci/run`) shows where its minutes went (issue 37 §4). Lighthouse is not among them:
 * it only prints figures and gates nothing, so `npm run bench` runs it and `npm test` does not.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A stage: the npm script it runs, and the environment it adds. */
export interface Stage {
  script: string;
  env?: Record<string, string>;
}

export const STAGES: readonly Stage[] = [
  { script: 'lint' },
  { script: 'format:check' },
  { script: 'typecheck' },
  { script: 'test:unit' },
  { script: 'test:e2e' },
  { script: 'test:e2e:dev' },
  // The bench's checks that gate (bytes, rows, the history's page); not Lighthouse.
  { script: 'bench', env: { LIGHTHOUSE: '0' } },
  { script: 'audit' },
];

export interface StageTime {
  script: string;
  seconds: number;
  outcome: 'passed' | 'failed' | 'not run';
}

/** "12.3 min" or "45 s". */
function duration(seconds: number): string {
  return seconds >= 60 ? `${(seconds / 60).toFixed(1)} min` : `${Math.round(seconds)} s`;
}

/** The table printed at the end: each stage, its time and outcome, then the total. */
export function stageReport(times: readonly StageTime[]): string {
  const width = Math.max(...times.map((time) => time.script.length), 'total'.length);
  const lines = times.map((time) =>
    time.outcome === 'not run'
      ? `  ${time.script.padEnd(width)}  ${'—'.padStart(9)}  not run`
      : `  ${time.script.padEnd(width)}  ${duration(time.seconds).padStart(9)}  ${time.outcome}`,
  );
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  return [
    'Stage times:',
    ...lines,
    `  ${'total'.padEnd(width)}  ${duration(total).padStart(9)}`,
  ].join('\n');
}

/** Runs `stages` in order until one fails; each one's time, and the exit code to end with. */
export function runStages(stages: readonly Stage[]): { times: StageTime[]; code: number } {
  const times: StageTime[] = stages.map(({ script }) => ({
    script,
    seconds: 0,
    outcome: 'not run',
  }));
  for (const [index, stage] of stages.entries()) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', stage.script], {
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
      // npm is npm.cmd on Windows, which only a shell runs.
      shell: process.platform === 'win32',
    });
    const time = times[index];
    if (time) {
      time.seconds = (performance.now() - started) / 1000;
      time.outcome = result.status === 0 ? 'passed' : 'failed';
    }
    if (result.status !== 0) return { times, code: result.status ?? 1 };
  }
  return { times, code: 0 };
}

function main(): number {
  const { times, code } = runStages(STAGES);
  console.log(`\n${stageReport(times)}`);
  return code;
}

const invokedAs = process.argv[1];
if (invokedAs && path.resolve(invokedAs) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
