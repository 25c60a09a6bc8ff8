import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';

const AREAS = [
  ['Accounts', '/accounts'],
  ['Transfers', '/transfers'],
  ['History', '/history'],
  ['Companies', '/companies'],
  ['Crypto', '/crypto'],
  ['Profile', '/profile'],
  ['Home', '/'],
] as const;

test('every area is reached from the navigation and focus moves to its heading', async ({
  page,
  signIn,
}) => {
  await signIn('ada');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const [name, path] of AREAS) {
    await nav.getByRole('link', { name, exact: true }).click();
    // An area may add its own state to the address (/transfers writes `?kind=`).
    await expect(page).toHaveURL(new RegExp(`${path}(\\?[^/]*)?$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('an unknown address shows the not-found page', async ({ page, signIn }) => {
  await signIn('ada', '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
});

test('the skip link leads to the main content', async ({ page, signIn }) => {
  await signIn('ada');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the profile screen has no accessibility violations, wide and narrow', async ({
  page,
  signIn,
}) => {
  await signIn('ada');
  await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
});

test('a missing or invalid configuration shows a clear error, not a blank page', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ apiBaseUrl: 'nope' }),
    }),
  );
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'The app is not configured' })).toBeVisible();
  await expect(page.getByText(/apiBaseUrl/)).toBeVisible();
});
