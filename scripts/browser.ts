import { existsSync } from 'node:fs';

/** Where a system Chromium may be (Debian's package first). */
const SYSTEM_CHROMIUM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * The browser the Playwright suite launches: PLAYWRIGHT_CHROMIUM_EXECUTABLE when
 * set, else a system Chromium when present, else undefined (Playwright's own
 * downloaded browser).
 */
export function chromiumExecutable(): string | undefined {
  const configured = process.env['PLAYWRIGHT_CHROMIUM_EXECUTABLE'];
  if (configured) return configured;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

/** Flags that keep Chromium from calling home on a machine with a closed network. */
export const QUIET_CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
