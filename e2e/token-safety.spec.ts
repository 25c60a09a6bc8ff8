import { readdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { distDir } from '../scripts/app-serving';
import { expect, test } from './fixtures';

const JWT_SHAPE = /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]+/;
const ROUTES = [
  '/profile',
  '/accounts',
  '/transfers',
  '/history',
  '/companies',
  '/crypto',
  '/nowhere',
];

/** Every string a script or the user could find in the browser's storage. */
async function everythingStored(page: Page): Promise<string[]> {
  const fromPage = await page.evaluate(async () => {
    const found: string[] = [];
    for (const store of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i) ?? '';
        found.push(key, store.getItem(key) ?? '');
      }
    }
    found.push(document.cookie);
    const databases = (await indexedDB.databases?.()) ?? [];
    found.push(...databases.map((db) => db.name ?? ''));
    return found;
  });
  const cookies = await page.context().cookies();
  return [...fromPage, ...cookies.map((cookie) => `${cookie.name}=${cookie.value}`)];
}

test('no token reaches storage, cookies, URLs or the console', async ({ page, signIn }) => {
  const tokens = new Set<string>();
  const consoleLines: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('/token') || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    for (const key of ['access_token', 'refresh_token', 'id_token']) {
      if (typeof body[key] === 'string') tokens.add(body[key]);
    }
  });

  await signIn('ada');
  // Each visit by address is a page load: a new sign-in through the provider.
  for (const route of ROUTES) {
    await page.goto(route);
    await page.waitForURL((url) => url.pathname === route);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  // Walk the app by its links too (client-side navigation, no reloads).
  const headingOf: Record<string, string> = { Profile: 'Your profile', Transfers: 'Send money' };
  for (const name of ['Profile', 'Accounts', 'Transfers', 'History', 'Companies', 'Crypto']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: headingOf[name] ?? name }),
    ).toBeVisible();
  }

  // The tokens were issued (this test would prove nothing otherwise) ...
  expect([...tokens].some((token) => JWT_SHAPE.test(token))).toBe(true);
  expect(tokens.size).toBeGreaterThanOrEqual(3);

  // ... and none of them, nor anything shaped like a JWT, is kept or shown anywhere.
  const places = {
    storage: await everythingStored(page),
    urls: [...urls, page.url(), ...(await page.evaluate(() => [document.referrer]))],
    console: consoleLines,
  };
  for (const [place, values] of Object.entries(places)) {
    for (const value of values) {
      expect(JWT_SHAPE.test(value), `${place} holds a JWT: ${value.slice(0, 40)}`).toBe(false);
      for (const token of tokens) {
        expect(value.includes(token), `${place} holds an issued token`).toBe(false);
      }
    }
  }
});

test('the mock bank refuses a request without a token', async ({ request, environment, mock }) => {
  void mock;
  const response = await request.get(`${environment.bankUrl}/client`);
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ message: 'Unauthorized' });
});

/** The hashed script that index.html (as served for /profile) loads; there must be one. */
async function hashedScript(request: APIRequestContext): Promise<string> {
  const page = await request.get('/profile');
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(asset, 'index.html loads a hashed script').toBeDefined();
  return asset ?? '';
}

/** A Content-Security-Policy as directive → its sources, in order. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

test('the page, its configuration and its assets carry the security headers', async ({
  request,
  environment,
  mock,
}) => {
  void mock;
  const asset = await hashedScript(request);

  for (const path of ['/', '/profile', '/config.json', asset]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    // quality.md: scripts only from the app, no plugins, no <base>, never framed;
    // it talks only to itself, the bank and the identity provider.
    expect(directives(headers['content-security-policy'] ?? ''), path).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", environment.bankUrl, environment.idpUrl],
      'frame-src': ["'none'"],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      // No string reaches an HTML or script sink, so no Trusted Types policy may exist.
      'require-trusted-types-for': ["'script'"],
      'trusted-types': ["'none'"],
    });
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
  // docs/deployment.md: hashed assets never change, the configuration always may.
  const assetResponse = await request.get(asset);
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const configResponse = await request.get('/config.json');
  expect(configResponse.headers()['cache-control']).toBe('no-store');
});

test('the served build publishes no source maps and no build manifest', async ({
  request,
  mock,
}) => {
  void mock;
  const asset = await hashedScript(request);
  // docs/deployment.md: the maps and the manifest stay with the build, off the site.
  for (const path of [`${asset}.map`, '/.vite/manifest.json']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // Nor does a script name a map the browser would then ask for.
  expect(await (await request.get(asset)).text()).not.toContain('sourceMappingURL');
  // The build that is served holds none of them either (scripts/build-artifacts.ts).
  const served = readdirSync(distDir(), { recursive: true, encoding: 'utf8' });
  expect(served.filter((file) => file.endsWith('.map') || file.startsWith('.vite'))).toEqual([]);
});
