import { defineConfig, devices } from '@playwright/test';
import { baseURL, externalBaseUrl, ports } from './e2e/environment';
import { chromiumExecutable, QUIET_CHROMIUM_ARGS } from './scripts/browser';

/**
 * By default the suite starts the production build with the mock identity
 * provider and mock bank on their own ports. With E2E_BASE_URL set it runs
 * against that deployment instead (see README: "Testing against a dev environment").
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One worker: the tests share one stateful mock bank that each test resets.
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: QUIET_CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npx tsx scripts/start.ts --preview',
        url: `${baseURL}/config.json`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          APP_PORT: String(ports.app),
          IDP_PORT: String(ports.idp),
          BANK_PORT: String(ports.bank),
          // Renewal is exercised on purpose (401 faults), not by the clock: a token
          // outlives any one test, so counting renewals in a test is exact.
          ACCESS_TOKEN_TTL: '300',
        },
        stdout: 'pipe',
      },
});
