import type { Page } from '@playwright/test';
import { loginPage } from './environment';
import { expect, signInThroughProvider, test } from './fixtures';

/** What this tab's sessionStorage keeps of a sign-in: oidc-client-ts's state and the return path. */
const signInEntries = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.sessionStorage).filter(
      (key) => key.startsWith('oidc.') || key === 'auth.returnTo',
    ),
  );

test.describe('sign-in with code + PKCE', () => {
  test('ada signs in through the login page and sees her profile', async ({ page, signIn }) => {
    await signIn('ada', '/profile', { loginPage: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Ada', { exact: true })).toBeVisible();
    await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
    await expect(page.getByText('Verified')).toBeVisible();
    // The callback left neither code nor state behind.
    const url = new URL(page.url());
    expect(url.pathname).toBe('/profile');
    expect(url.searchParams.has('code')).toBe(false);
    expect(url.searchParams.has('state')).toBe(false);
  });

  test('the sign-in returns the user to the page they were going to', async ({ page, signIn }) => {
    await signIn('ada', '/history?from=link');
    // The history adds the account it shows once the accounts are in (accountId): the address
    // keeps the path and the query the customer came with, whenever that happens.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/history' && url.searchParams.get('from') === 'link',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  });

  test('a wrong password is refused on the login page', async ({ page }) => {
    await page.goto('/profile');
    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
    await expect(page.getByLabel('Username')).toHaveValue('ada');
  });

  test('a reload starts a new sign-in instead of showing stale data', async ({ page, signIn }) => {
    await signIn('ada');
    const authorizeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth?')) authorizeRequests.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
    expect(authorizeRequests).toHaveLength(1);
    expect(new URL(authorizeRequests[0] ?? '').searchParams.get('code_challenge_method')).toBe(
      'S256',
    );
  });

  test('a new persona without a client profile is told so', async ({ page, signIn }) => {
    await signIn('new', '/profile', { loginPage: true });
    await expect(
      page.getByRole('heading', { name: 'You have no client profile yet' }),
    ).toBeVisible();
  });
});

test.describe('sign-out', () => {
  test('revokes the refresh token, clears the session and reaches other tabs', async ({
    page,
    context,
    signIn,
    environment,
  }) => {
    // A sign-in left at the provider's page: its PKCE verifier and return path are kept ...
    await page.goto('/history?accountId=a-1&q=rent');
    await expect(page.getByLabel(loginPage.username, { exact: true })).toBeVisible();
    await signIn('ada');
    // ... until a sign-in completes, which takes them all away.
    expect(await signInEntries(page)).toEqual([]);
    const other = await context.newPage();
    await other.goto('/profile');
    // The provider's session signs the second tab in without a form.
    await expect(other.getByText('Lovelace', { exact: true })).toBeVisible();

    // Whatever a sign-in could have left in this tab, sign-out takes away too.
    await page.evaluate(() => {
      const created = Math.floor(Date.now() / 1000);
      window.sessionStorage.setItem(
        'oidc.left-behind',
        JSON.stringify({ id: 'left-behind', created }),
      );
      window.sessionStorage.setItem('auth.returnTo', '/history?accountId=a-1&q=rent');
    });
    expect((await signInEntries(page)).sort()).toEqual(['auth.returnTo', 'oidc.left-behind']);
    const revocation = page.waitForRequest(
      (request) => request.url().includes('/token/revocation') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    const revoked = await revocation;
    expect(revoked.postData() ?? '').toContain('token_type_hint=refresh_token');

    await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
    expect(await signInEntries(page)).toEqual([]);
    // Signed out by choice: no idle reason.
    await expect(page.getByText(/without activity/)).toBeHidden();
    await expect(other.getByText('Lovelace', { exact: true })).toBeHidden();

    // The provider's session is over too: the next visit asks for credentials.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    const loginOrigin = new URL(page.url()).origin;
    expect(loginOrigin).not.toBe(new URL(environment.appUrl).origin);
    // The mock provider's address is known; a deployed one's (E2E_BASE_URL) is not.
    if (environment.idpUrl !== null) expect(loginOrigin).toBe(environment.idpUrl);
    await signInThroughProvider(page, 'ada');
    await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
  });
});
