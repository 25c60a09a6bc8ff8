/**
 * Makes sure the Playwright suite has a browser: a configured or system
 * Chromium, Playwright's own download, or (as root on Debian) the chromium
 * package; Playwright's download is the last resort elsewhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from './browser';

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

const found = chromiumExecutable();
if (found) {
  console.log(`Browser for Playwright: ${found}`);
} else if (hasPlaywrightChromium()) {
  console.log(`Browser for Playwright: ${chromium.executablePath()}`);
} else {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const installed =
    isRoot &&
    existsSync('/usr/bin/apt-get') &&
    run('apt-get', ['update', '-qq']) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium']) &&
    chromiumExecutable() !== undefined;
  if (!installed && !run('npx', ['--yes', 'playwright', 'install', 'chromium'])) {
    console.error('No browser for Playwright could be found or installed.');
    process.exit(1);
  }
  console.log(`Browser for Playwright: ${chromiumExecutable() ?? chromium.executablePath()}`);
}
