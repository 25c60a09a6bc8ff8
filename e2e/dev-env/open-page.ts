import type { Page } from '@playwright/test';

/**
 * Opens `path` in a new page load. Tokens live in memory only, so a new load signs in again:
 * the app leaves for the provider, which sends it straight back through /auth/callback. That
 * chain may start before the first document's `load` event (on a busy machine it did), which
 * Playwright reports as an interrupted navigation; so this waits only for the first response,
 * and the caller waits for the state it expects, across the redirects.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}
