import { securityHeaders } from '../scripts/security-headers';
import { expect, test as base, type WorkerFixtures } from './fixtures';
import { startSumsubEnvironment } from './sumsub-environment';
import {
  routeSumsubOrigins,
  SUMSUB_API_ORIGIN,
  SUMSUB_DEFAULT_ORIGIN,
  sumsubShapedToken,
  watchViolations,
  type ViolationWatch,
} from './sumsub-stand-in';

/**
 * Sumsub, the production default verifier, under the production headers: the real WebSDK
 * (@sumsub/websdk-react, which bundles @sumsub/websdk's launcher) in the app's own lazy chunk,
 * served with the CSP (Trusted Types required, no policy allowed) and Permissions-Policy that
 * scripts/security-headers.ts makes for `verifier: 'sumsub'`. Sumsub's origins are answered by
 * a local stand-in page (e2e/sumsub-stand-in.ts), so no network is needed. Any CSP or Trusted
 * Types violation, in any frame, fails the journey.
 */
const test = base.extend<{ watch: ViolationWatch }, WorkerFixtures>({
  // Every violation fails the test, also one that kept the widget from showing at all.
  watch: async ({ page }, use) => {
    const { recheck, ...watch } = await watchViolations(page);
    await use(watch);
    await recheck().catch(() => undefined); // a closed page has told the console already
    expect(watch.violations, 'CSP or Trusted Types violations').toEqual([]);
  },
  environment: [
    async ({}, use, workerInfo) => {
      const environment = await startSumsubEnvironment(workerInfo.parallelIndex);
      await use(environment);
      await environment.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

const SCREEN = '/onboarding/verification';
const STAND_IN = 'Identity check (Sumsub stand-in)';

const cases = [
  { name: 'the SDK’s default origin', origin: SUMSUB_DEFAULT_ORIGIN, shapedToken: false },
  { name: 'the origin a Sumsub token names', origin: SUMSUB_API_ORIGIN, shapedToken: true },
] as const;

for (const { name, origin, shapedToken } of cases) {
  test(`Sumsub's widget from ${name} runs under the production CSP and Trusted Types`, async ({
    page,
    mock,
    signIn,
    environment,
    watch,
  }) => {
    const framed = await routeSumsubOrigins(page.context());
    if (shapedToken) {
      // The bank's answer, with the token as Sumsub issues it (its payload names the origin).
      let issued = 0;
      await page.route('**/v2/clients/kyc-access-token', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        issued += 1;
        await route.fulfill({
          response,
          json: { ...body, token: sumsubShapedToken(origin, `token-${issued}`) },
        });
      });
    }

    // The app is served with the headers production sends for a Sumsub configuration.
    const expected = securityHeaders(environment.appConfig);
    const served = await page.request.get(SCREEN);
    expect(served.headers()['content-security-policy']).toBe(expected['Content-Security-Policy']);
    expect(served.headers()['content-security-policy']).toContain(
      "require-trusted-types-for 'script'",
    );
    expect(served.headers()['permissions-policy']).toBe(expected['Permissions-Policy']);

    await mock.patchClient('ada', { kyc: 'kyc:unconfirmed' });
    await signIn('ada', SCREEN);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Start your identity check' }),
    ).toBeVisible();

    // The SDK framed Sumsub's page, and the two spoke the SDK's protocol.
    const iframe = page.locator('.verifier-frame iframe');
    const frame = page.frameLocator('.verifier-frame iframe');
    await expect(frame.getByRole('heading', { name: STAND_IN })).toBeVisible();
    await expect(frame.getByText(/^Initialized: /)).toHaveText(
      `Initialized: lang en, token given, origin ${new URL(environment.appUrl).origin}`,
    );
    // The SDK sizes its frame from `idCheck.onResize` (a style set through the CSSOM).
    await expect(iframe).toHaveCSS('height', '480px');
    // The real widget takes a selfie: the Permissions-Policy must let Sumsub's frame ask.
    await expect(frame.getByText(/^Camera allowed/)).toHaveText(
      'Camera allowed: yes, microphone allowed: yes',
    );
    expect(framed.map((url) => new URL(url).origin)).toEqual([origin]);
    expect(new URL(framed[0] ?? '').pathname).toBe('/websdk/websdk.html');

    // An expired token: the SDK asks the app's expirationHandler, which reads a fresh one.
    await frame.getByRole('button', { name: 'Expire the token' }).click();
    await expect(frame.getByText('Token renewed')).toBeVisible();

    // The documents are sent: the app waits for the bank's decision.
    await frame.getByRole('button', { name: 'Send the documents' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'We are checking your documents' }),
    ).toBeVisible();

    const tokenReads = (await mock.requests()).filter(
      (r) => r.path === '/v2/clients/kyc-access-token' && r.status === 200,
    );
    expect(tokenReads.length).toBeGreaterThanOrEqual(2);

    // The `watch` fixture then fails the test on any CSP or Trusted Types violation.
    if (watch.permissionMessages.length > 0) {
      test.info().annotations.push({
        type: 'permissions-policy',
        description: watch.permissionMessages.join('\n'),
      });
    }
    expect(watch.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
}

test('the watch sees what the production headers refuse (so the journey above can fail)', async ({
  page,
  mock,
  signIn,
}) => {
  const watch = await watchViolations(page);
  await routeSumsubOrigins(page.context());
  await page
    .context()
    .route('https://elsewhere.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>elsewhere</p>' }),
    );
  await mock.patchClient('ada', { kyc: 'kyc:unconfirmed' });
  await signIn('ada', SCREEN);
  await expect(
    page.frameLocator('.verifier-frame iframe').getByRole('heading', { name: STAND_IN }),
  ).toBeVisible();

  const refusedHtml = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>not trusted</b>';
      return null;
    } catch (error) {
      return String(error);
    }
  });
  expect(refusedHtml).toContain('TrustedHTML');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'https://elsewhere.example/';
    document.body.append(frame);
  });

  await expect
    .poll(async () => {
      await watch.recheck();
      return watch.violations.join('\n');
    })
    .toMatch(/require-trusted-types-for[\s\S]*frame-src|frame-src[\s\S]*require-trusted-types-for/);
});
