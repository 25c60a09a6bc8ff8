import { expect, test } from './fixtures';

test('a page load fetches its configuration once, preloaded, and asks for nothing missing', async ({
  page,
}) => {
  const configRequests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // The signed-out page needs the configuration but no session.
  await page.goto('/signed-out');
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // index.html starts the fetch with the entry script, and the app reads that
  // response (a preload that does not match the app's fetch would be a second request).
  const preload = page.locator('link[rel="preload"][href="/config.json"]');
  await expect(preload).toHaveAttribute('as', 'fetch');
  expect(configRequests).toHaveLength(1);
  expect(failed).toEqual([]);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const iconResponse = await page.request.get(icon ?? '/missing-icon');
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()['content-type']).toContain('image/svg+xml');
});
