import { seedBank } from '../mock/bank/seed';
import { expect, test } from './fixtures';

// Issue 23 §1, the typeface: served by the app itself under its own security headers
// (font-src 'self'), the file the page preloads is the one its text is drawn with (so it is
// fetched once, early), and amounts are set with tabular figures so they line up.

const seed = seedBank();
const everyday = seed.users.get('ada')?.accounts.find((a) => a.title === 'Everyday euros');

test('the typeface comes from the app, is the preloaded file and sets figures tabular', async ({
  page,
  signIn,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The fonts the page in front of the customer asked for: each page load (the first page,
  // the sign-in's callback) starts the list again.
  let fonts: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) fonts = [];
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
      preloaded: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
      ].map((link) => link.href),
    };
  });

  expect(drawn.bodyFamily).toMatch(/^"?Inter Variable"?,/);
  expect(drawn.families).toContain('Inter Variable');
  expect(drawn.numeric).toBe('tabular-nums');
  // The preloaded face is the one that was fetched, from the app's own origin, and only once.
  const origin = new URL(page.url()).origin;
  expect(drawn.preloaded).toHaveLength(1);
  const [preloaded] = drawn.preloaded;
  expect(preloaded?.startsWith(`${origin}/assets/`)).toBe(true);
  expect(fonts.filter((url) => url === preloaded)).toHaveLength(1);
  expect(fonts.every((url) => url.startsWith(`${origin}/`))).toBe(true);
  expect(violations).toEqual([]);
});
