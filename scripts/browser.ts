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

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for runs nobody watches (the journeys, the bench's browser checks):
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE when set, else Chromium's headless shell when present, else
 * `chromiumExecutable()`. The shell is the same engine without the desktop browser around it:
 * on this two-core machine the same sixteen journeys took 1.6 minutes in it and 2.4 in the
 * full browser's headless mode (issue 37 §4). It cannot show a window: a headed run
 * (`--headed`, `--debug`, `--ui`) takes the full browser.
 */
export function headlessExecutable(): string | undefined {
  const configured = process.env['PLAYWRIGHT_CHROMIUM_EXECUTABLE'];
  if (configured) return configured;
  return existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : chromiumExecutable();
}

/** Whether the headless shell is on this machine (ensure-browser.ts installs it beside Chromium). */
export function hasHeadlessShell(): boolean {
  return existsSync(SYSTEM_HEADLESS_SHELL);
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
