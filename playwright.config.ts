import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { externalBaseUrl } from './e2e/environment';
import { chromiumExecutable, headlessExecutable, QUIET_CHROMIUM_ARGS } from './scripts/browser';

/** A run someone watches needs the full browser; the others take the lighter headless shell. */
const watched = process.argv.some((arg) => ['--headed', '--debug', '--ui'].includes(arg));

/**
 * By default each worker starts its own mock identity provider, mock bank and
 * production build on its own ports (the `environment` fixture in
 * e2e/fixtures.ts; docs/decisions/0005-parallel-e2e.md), so tests run in
 * parallel, one worker per core. With E2E_BASE_URL set the suite runs against
 * that deployment instead (see README: "Testing against a dev environment").
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Every test resets its worker's mock bank, so any test may run on any worker.
  fullyParallel: true,
  workers: Number(process.env['E2E_WORKERS'] ?? availableParallelism()),
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // Limits, not waits (every wait ends when its state is reached): generous, so that a
  // machine whose two cores are shared with other work is slow, not failing (issue 20 §3).
  // The longest journeys took 72-90 s in CI beside other work: three minutes each, for all.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...(externalBaseUrl ? { baseURL: externalBaseUrl } : {}),
    // A failed journey's trace holds the page's DOM at each step, not a film of it: filming cost
    // the journeys 40 % of their time and the DOM snapshots 17 % (issue 37 §4; sixteen journeys
    // took 89 s filmed, 61 s with snapshots, 52 s without a trace). CI keeps no files of a run,
    // only what it prints, so there it records none. E2E_TRACE=on records everything.
    trace:
      process.env['E2E_TRACE'] === 'on'
        ? 'on'
        : process.env['CI']
          ? 'off'
          : { mode: 'retain-on-failure', screenshots: false, sources: false },
    launchOptions: {
      executablePath: watched ? chromiumExecutable() : headlessExecutable(),
      args: QUIET_CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
});
