import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The app's logic: no DOM, so its tests run without making one (issue 37 §4). */
const LOGIC = ['src/domain/**/*.test.ts', 'src/utils/**/*.test.ts', 'src/api/**/*.test.ts'];

// Three projects: the app's logic under node, the rest of the browser app under jsdom, and the
// Node side (mock bank, mock identity provider, scripts) under node.
export default defineConfig({
  test: {
    // One worker per core. Vitest's own default leaves a core to its main process, which on a
    // two-core machine runs the files one at a time: 92 s for a sample the two workers take
    // 50 s in (issue 37 §4), the main process having little to do between files.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'logic',
          include: LOGIC,
          environment: 'node',
          // Its files share one module graph per worker instead of loading it again each: the
          // logic has no DOM, mocks no module, and its setup clears what the app keeps between
          // tests (this project and the next: 79 s isolated, 42 s shared; issue 37 §4).
          isolate: false,
          setupFiles: ['./src/test/setup-logic.ts'],
          restoreMocks: true,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: LOGIC,
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
          // A limit, not a wait: generous, so that a loaded machine is not a failure.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'mock',
          include: ['mock/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Each test starts its own servers and state; the modules are shared, as above.
          isolate: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
