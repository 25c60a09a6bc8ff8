import { seedBank } from '../mock/bank/seed';
import { expect, test } from './fixtures';

// Issue 23 §1, the typeface: served by the app itself under its own security headers
// (font-src 'self'), its Latin file asked for early (before the app's code) and fetched once,
// and amounts are set with tabular figures so they line up. Issue 37 §0: with a preload link
// beside the stylesheet's face, Chromium 150 fetched the 48 kB file twice.

const seed = seedBank();
const everyday = seed.users.get('ada')?.accounts.find((a) => a.title === 'Everyday euros');

test('the typeface comes from the app, is asked for early and once, and sets figures tabular', async ({
  page,
  signIn,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // What the page in front of the customer asked for, in order: its fonts and the app's code
  // (the chunk that starts the app). Each page load (the first page, the sign-in's callback)
  // starts the list again.
  let fonts: string[] = [];
  let asked: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      fonts = [];
      asked = [];
    }
    asked.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font' && response.ok()) fonts.push(response.url());
  });

  await signIn('ada', '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  expect(everyday).toBeDefined();
  await expect(page.getByText(everyday?.title ?? 'Everyday euros').first()).toBeVisible();

  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.status === 'loaded');
    const amount = document.querySelector('.money-figure');
    return {
      families: faces.map((face) => face.family.replace(/["']/g, '')),
      bodyFamily: getComputedStyle(document.body).fontFamily,
      numeric: amount ? getComputedStyle(amount).fontVariantNumeric : null,
    };
  });

  expect(drawn.bodyFamily).toMatch(/^"?Inter Variable"?,/);
  expect(drawn.families).toContain('Inter Variable');
  expect(drawn.numeric).toBe('tabular-nums');
  // The Latin face (the package's file for it), from the app's own origin, fetched once, and
  // asked for before the app's code, not when the first screen laid out its text.
  const origin = new URL(page.url()).origin;
  expect(fonts.every((url) => url.startsWith(`${origin}/assets/`))).toBe(true);
  const latin = fonts.filter((url) => /\/inter-latin-wght-normal[^/]*\.woff2$/.test(url));
  expect(latin).toHaveLength(1);
  expect(new Set(fonts).size).toBe(fonts.length);
  const [latinFace] = latin;
  const appCode = asked.findIndex((url) => /\/assets\/start-app[^/]*\.js$/.test(url));
  expect(appCode, 'the callback page loads the app').toBeGreaterThan(-1);
  expect(asked.indexOf(latinFace ?? '')).toBeGreaterThan(-1);
  expect(asked.indexOf(latinFace ?? '')).toBeLessThan(appCode);
  expect(violations).toEqual([]);
});
