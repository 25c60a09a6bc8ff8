/**
 * Makes sure the Playwright suite has a browser: a configured or system
 * Chromium, Playwright's own download, or (as root on Debian) the chromium
 * package; Playwright's download is the last resort elsewhere. As root on Debian it
 * also installs Chromium's headless shell, which the journeys run in when present
 * (browser.ts: a third less time on two cores); without it they run in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumExecutable, hasHeadlessShell } from './browser';

function run(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

function hasPlaywrightChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = isRoot && existsSync('/usr/bin/apt-get');

const found = chromiumExecutable();
if (found && !hasHeadlessShell() && hasApt && !process.env['PLAYWRIGHT_CHROMIUM_EXECUTABLE']) {
  // Not required: only faster. A failure leaves the journeys in the full browser.
  const shell =
    run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']) ||
    (run('apt-get', ['update', '-qq']) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']));
  if (!shell) console.warn('Chromium’s headless shell could not be installed; using Chromium.');
}
if (found) {
  console.log(`Browser for Playwright: ${found}`);
} else if (hasPlaywrightChromium()) {
  console.log(`Browser for Playwright: ${chromium.executablePath()}`);
} else {
  const installed =
    hasApt &&
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell']) &&
    chromiumExecutable() !== undefined;
  if (!installed && !run('npx', ['--yes', 'playwright', 'install', 'chromium'])) {
    console.error('No browser for Playwright could be found or installed.');
    process.exit(1);
  }
  console.log(`Browser for Playwright: ${chromiumExecutable() ?? chromium.executablePath()}`);
}
