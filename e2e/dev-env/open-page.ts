import type { Page } from '@playwright/test';

/**
 * Opens `path` in a new page load. Tokens live in memory only, so a new load signs in again:
 * the app leaves for the provider, which sends it straight back through /auth/callback. On a
 * busy machine that whole chain can run before Playwright has seen even the first document
 * commit, and it then reports the load as "interrupted by another navigation". That is the
 * sign-in doing its work, not a failure: the caller waits for the state it expects, across the
 * redirects. Any other failure to load stands.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  try {
    await page.goto(path, { waitUntil: 'commit' });
  } catch (error) {
    if (!String(error).includes('is interrupted by another navigation')) throw error;
  }
}
