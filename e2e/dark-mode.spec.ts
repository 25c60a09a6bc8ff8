import type { Page } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

// The scheme backgrounds of the design tokens (src/styles/tokens.css).
const LIGHT_BG = 'rgb(245, 246, 248)'; // #f5f6f8
const DARK_BG = 'rgb(15, 18, 22)'; // #0f1216

// The page's background is painted by the root element (src/styles/base.css).
const root = (page: Page) => page.locator('html');

async function chooseScheme(page: Page, name: 'Same as this device' | 'Light' | 'Dark') {
  const group = page.getByRole('group', { name: 'Colour scheme' });
  await group.getByRole('radio', { name, exact: true }).check();
}

test('follows the device’s dark setting', async ({ page, signIn }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('ada', '/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(root(page)).toHaveCSS('background-color', DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root(page)).toHaveCSS('background-color', LIGHT_BG);
});

test('the profile’s switch overrides the device both ways, at once and after a reload', async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('ada', '/profile');
  await expect(page.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await expect(root(page)).toHaveCSS('background-color', DARK_BG);

  await chooseScheme(page, 'Light');
  await expect(root(page)).toHaveCSS('background-color', LIGHT_BG);
  // A preference, kept as one word; the session's tokens are not in storage.
  expect(await page.evaluate(() => localStorage.getItem('pref.colorScheme'))).toBe('light');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Light', exact: true })).toBeChecked();
  await expect(root(page)).toHaveCSS('background-color', LIGHT_BG);

  await page.emulateMedia({ colorScheme: 'light' });
  await chooseScheme(page, 'Dark');
  await expect(root(page)).toHaveCSS('background-color', DARK_BG);

  await chooseScheme(page, 'Same as this device');
  await expect(root(page)).toHaveCSS('background-color', LIGHT_BG);
  expect(await page.evaluate(() => localStorage.getItem('pref.colorScheme'))).toBeNull();
});

test('axe finds nothing in the dark scheme on the accounts and the profile', async ({
  page,
  signIn,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn('ada', '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByText('Everyday euros').first()).toBeVisible();
  await expect(root(page)).toHaveCSS('background-color', DARK_BG);
  await expectNoViolations(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(root(page)).toHaveCSS('background-color', DARK_BG);
  await expectNoViolations(page);
});
