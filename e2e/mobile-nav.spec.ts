import type { Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

/** acme's first company as the mock bank seeds it. */
const corporation = seedBank()
  .users.get('acme')
  ?.companies.find((company) => company.name === 'Acme Corporation');

test.use({ viewport: { width: 375, height: 740 } });

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Main tabs' });
const more = (page: Page) => tabs(page).getByRole('button', { name: 'More' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The four tab destinations and where each leads (an area may add its own query). */
const TABS = [
  ['Accounts', /\/accounts(\?[^/]*)?$/],
  ['Transfers', /\/transfers(\?[^/]*)?$/],
  ['History', /\/history(\?[^/]*)?$/],
  ['Home', /\/(\?[^/]*)?$/],
] as const;

test('at 375 px the bottom tab bar replaces the header’s navigation and reaches every tab', async ({
  page,
  signIn,
}) => {
  await signIn('ada');
  await expect(tabs(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  // One compact row: the screen's heading starts right under it.
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(64);
  const heading = await h1(page).boundingBox();
  expect(heading?.y).toBeLessThan(140);

  for (const [name, address] of TABS) {
    await tabs(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(address);
    await expect(h1(page)).toBeFocused();
    await expect(tabs(page).getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await expectNoViolations(page);

  // The end of the page scrolls clear of the fixed bar.
  await page.getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(h1(page)).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await tabs(page).boundingBox();
  const mainEnd = await page
    .getByRole('main')
    .evaluate((main) => main.getBoundingClientRect().bottom);
  expect(mainEnd).toBeLessThanOrEqual(bar?.y ?? 0);
});

test('“More” reaches Crypto, Companies and Profile, closes with Escape, and signs out', async ({
  page,
  signIn,
}) => {
  await signIn('ada', '/accounts');
  await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();

  // The keyboard opens it; Escape closes it and focus is back on "More".
  await more(page).focus();
  await page.keyboard.press('Enter');
  await expect(more(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Crypto' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(more(page)).toBeFocused();

  for (const [name, address, title] of [
    ['Crypto', /\/crypto$/, 'Crypto market'],
    ['Companies', /\/companies$/, 'Your companies'],
    ['Profile', /\/profile$/, 'Your profile'],
  ] as const) {
    await more(page).click();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(address);
    await expect(h1(page)).toHaveText(title);
    await expect(h1(page)).toBeFocused();
    // The sheet closed with the navigation.
    await expect(more(page)).toHaveAttribute('aria-expanded', 'false');
  }

  await more(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
});

test('acme switches to a company from the header on a phone, not from “More”', async ({
  page,
  signIn,
}) => {
  if (!corporation?.name) throw new Error('acme’s seed changed');
  await signIn('acme', '/accounts');
  const switcher = page.getByRole('banner').getByRole('button', { name: 'Acting for: Me' });
  await expect(switcher).toBeVisible();
  // "More" holds the other areas and sign-out, not a second switcher.
  await more(page).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Acting for/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await switcher.click();
  await page
    .getByRole('list', { name: 'Act for' })
    .getByRole('link', { name: corporation.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/accounts\\?companyId=${corporation.companyId}$`));
  await expect(page.getByText(`You are acting for ${corporation.name}`)).toBeVisible();
  // The tabs keep the company.
  await expect(tabs(page).getByRole('link', { name: 'History' })).toHaveAttribute(
    'href',
    `/history?companyId=${corporation.companyId}`,
  );
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Acting for: ${corporation.name}` }),
  ).toBeVisible();
  await expectNoViolations(page);
});

test('at 1440 px there is no bottom tab bar', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn('ada');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expect(tabs(page)).toBeHidden();
});

test('in the dark scheme the header, the tab bar and the open sheet have no violations', async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('acme', '/accounts');
  await page.getByRole('button', { name: 'Acting for: Me' }).click();
  await expect(page.getByRole('list', { name: 'Act for' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await more(page).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expectNoViolations(page);
});
