import type { ConsoleMessage, Page } from '@playwright/test';
import {
  REVOCATION_PATH,
  startCrossOriginEnvironment,
  TOKEN_PATH,
  type CrossOriginEnvironment,
} from './cross-origin-environment';
import { expect, test as base } from './fixtures';
import { providerSessionCookies } from './provider-session';

/**
 * Issue 20 §1.1: with Cognito the token and revocation endpoints live on the hosted login
 * domain, not on the authority. This worker's environment is laid out that way, and the
 * production build is served with the headers its configuration gives.
 */
const test = base.extend<object, { crossOrigin: CrossOriginEnvironment }>({
  crossOrigin: [
    async ({}, use, workerInfo) => {
      const environment = await startCrossOriginEnvironment(workerInfo.parallelIndex);
      await use(environment);
      await environment.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  environment: [async ({ crossOrigin }, use) => use(crossOrigin), { scope: 'worker' }],
});

/** What Chromium logs when a Content Security Policy or Trusted Types refuses something. */
function isPolicyViolation(message: ConsoleMessage): boolean {
  return /Content Security Policy|Trusted ?(Types|HTML|Script)/i.test(message.text());
}

function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (isPolicyViolation(message)) violations.push(message.text());
  });
  return violations;
}

test('a sign-in completes when the token and revocation endpoints are on another origin', async ({
  page,
  crossOrigin,
}) => {
  const violations = policyViolations(page);
  const providerTokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(crossOrigin.providerTokenEndpoint)) {
      providerTokenCalls.push(request.url());
    }
  });
  const oidc = crossOrigin.appConfig['oidc'] as { clientId: string; scope: string };
  const session = { idpUrl: crossOrigin.idpUrl ?? '', appUrl: crossOrigin.appUrl };
  await page
    .context()
    .addCookies(
      await providerSessionCookies(
        { ...session, clientId: oidc.clientId, scope: oidc.scope },
        'ada',
      ),
    );

  await page.goto('/profile');
  const profile = page.getByRole('heading', { level: 1, name: 'Your profile' });
  // Either the exchange went through, or the browser refused it: whichever comes first.
  await expect.poll(async () => violations.length > 0 || (await profile.isVisible())).toBe(true);
  expect(violations).toEqual([]);
  await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
  expect(crossOrigin.tokenOrigin.requests()).toEqual([
    { method: 'POST', path: TOKEN_PATH, status: 200 },
  ]);
  expect(providerTokenCalls).toEqual([]);

  // Screens under the same headers (Trusted Types required): none writes to an HTML sink.
  const main = page.getByRole('navigation', { name: 'Main', exact: true });
  for (const [link, heading] of [
    ['Accounts', 'Accounts'],
    ['History', 'History'],
    ['Transfers', 'Send money'],
    ['Crypto', 'Crypto market'],
    ['Home', 'Hello, Ada'],
  ] as const) {
    await main.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  expect(crossOrigin.tokenOrigin.requests()).toEqual([
    { method: 'POST', path: TOKEN_PATH, status: 200 },
    { method: 'POST', path: REVOCATION_PATH, status: 200 },
  ]);
  expect(violations).toEqual([]);
});
