/**
 * Keeps every core of the machine busy, to prove that the suite does not depend on how fast
 * the machine is (issue 20 §3): `npx tsx scripts/busy-cores.ts [seconds]` in one terminal,
 * `npm test` (or `bash .ci/run`) in another. It spins one worker thread per core (or
 * BUSY_CORES of them) until it is stopped (Ctrl-C) or the given seconds have passed.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const SPIN = `
  let x = 0;
  for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }
`;

export function busyCores(count: number): () => Promise<void> {
  const workers = Array.from({ length: count }, () => new Worker(SPIN, { eval: true }));
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
}

const invokedAs = process.argv[1] ?? '';
if (invokedAs.endsWith('busy-cores.ts')) {
  const count = Number(process.env['BUSY_CORES'] ?? availableParallelism());
  const seconds = Number(process.argv[2] ?? 0);
  const stop = busyCores(count);
  console.log(
    `busy-cores: ${count} thread(s) spinning` +
      (seconds > 0 ? ` for ${seconds} s` : ' until stopped (Ctrl-C)'),
  );
  const end = () => void stop().then(() => process.exit(0));
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  if (seconds > 0) setTimeout(end, seconds * 1000);
}
