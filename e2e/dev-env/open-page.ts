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

/**
 * openPage for a screen that shows at exactly that address (no redirect of its own): a load
 * asked for while the previous page's sign-in is still settling can be cancelled by it (a
 * loaded CI run was left on the earlier page), so once the page has settled on another path it
 * is asked for once more. A page load is only a read: nothing is sent twice by it.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const pathname = new URL(path, 'http://app.invalid').pathname;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await openPage(page, path);
    try {
      await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
      return;
    } catch {
      // Settled elsewhere: asked for once more.
    }
  }
}
