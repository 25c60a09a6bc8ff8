import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { ConsoleMessage, Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { appServing, distDir } from '../scripts/app-serving';
import { startMockEnvironment, type MockEnvironment } from '../scripts/mock-environment';
import { securityHeaders } from '../scripts/security-headers';
import { workerPorts } from './environment';
import { expect, test as base } from './fixtures';
import { providerSessionCookies } from './provider-session';
import { startSecondOriginProxy, type SecondOriginProxy } from './second-origin-proxy';

/**
 * Issue 36 §1, as an operator meets it: the headers come from `scripts/security-headers.ts`
 * run on the deployment's config.json, and the production build is served with exactly those
 * headers and that configuration (each test starts its own server on the worker's app port).
 */
interface Operators {
  mock: MockEnvironment;
  /** A second origin holding the token and revocation endpoints, as Cognito's hosted domain. */
  hostedDomain: SecondOriginProxy;
}

type Serve = (config: Record<string, unknown>, headers: Record<string, string>) => Promise<void>;

const test = base.extend<{ serve: Serve }, { operators: Operators }>({
  operators: [
    async ({}, use, workerInfo) => {
      const mock = await startMockEnvironment(workerPorts(workerInfo.parallelIndex), 300);
      const { token_endpoint: token = '', revocation_endpoint: revocation = '' } = metadataOf(
        mock.appConfig,
      );
      const hostedDomain = await startSecondOriginProxy({
        '/oauth2/token': token,
        '/oauth2/revoke': revocation,
      });
      await use({ mock, hostedDomain });
      await Promise.all([hostedDomain.close(), mock.close()]);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  environment: [
    async ({ operators: { mock } }, use) =>
      use({
        appUrl: mock.appOrigin,
        bankUrl: mock.bank.url,
        idpUrl: mock.idp.issuer,
        appConfig: mock.appConfig,
        close: async () => undefined,
      }),
    { scope: 'worker' },
  ],
  serve: async ({ operators: { mock } }, use, testInfo) => {
    let server: PreviewServer | undefined;
    await use(async (config, headers) => {
      server = await preview({
        configFile: false,
        logLevel: 'warn',
        build: { outDir: distDir() },
        preview: {
          port: workerPorts(testInfo.parallelIndex).app,
          host: '127.0.0.1',
          strictPort: true,
          headers,
        },
        plugins: [appServing({ appConfig: config, production: true })],
      });
      expect(server.resolvedUrls?.local[0]).toBe(`${mock.appOrigin}/`);
    });
    await server?.close();
  },
});

function metadataOf(config: Record<string, unknown>): Record<string, string> {
  return (config['oidc'] as { metadata: Record<string, string> }).metadata;
}

/** The configuration as an operator first writes it: no `oidc.metadata`. */
function withoutMetadata(config: Record<string, unknown>): Record<string, unknown> {
  const { metadata: _metadata, ...oidc } = config['oidc'] as Record<string, unknown>;
  return { ...config, oidc };
}

const run = promisify(execFile);
const script = (...args: string[]) => run('npx', ['tsx', 'scripts/security-headers.ts', ...args]);

/** What Chromium logs when a Content Security Policy or Trusted Types refuses something. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Trusted ?(Types|HTML|Script)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

async function arriveSignedInAtProvider(page: Page, mock: MockEnvironment): Promise<void> {
  const { clientId, scope } = mock.appConfig['oidc'] as { clientId: string; scope: string };
  const request = { idpUrl: mock.idp.issuer, appUrl: mock.appOrigin, clientId, scope };
  await page.context().addCookies(await providerSessionCookies(request, 'ada'));
}

test('--discover writes oidc.metadata and headers under which sign-in and sign-out work', async ({
  page,
  operators: { mock },
  serve,
}, testInfo) => {
  const file = testInfo.outputPath('config.json');
  writeFileSync(file, JSON.stringify(withoutMetadata(mock.appConfig), null, 2));

  // Without metadata the script gives no headers and says the one command that fixes it.
  const refused = script(file);
  await expect(refused).rejects.toMatchObject({
    code: 1,
    stdout: '',
    stderr: expect.stringContaining(`npx tsx scripts/security-headers.ts ${file} --discover`),
  });

  const { stdout } = await script(file, '--discover');
  const discovered = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // The provider's own endpoints, as the mock environment reads them itself.
  expect(metadataOf(discovered)).toEqual(metadataOf(mock.appConfig));
  const headers = JSON.parse(stdout) as Record<string, string>;
  expect(headers).toEqual(securityHeaders(discovered));

  const violations = policyViolations(page);
  await serve(discovered, headers);
  await arriveSignedInAtProvider(page, mock);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a token endpoint the page's CSP does not name: the screen says which address and directive", async ({
  page,
  operators: { mock, hostedDomain },
  serve,
}) => {
  // Cognito's layout: the code is exchanged on the hosted domain. The headers were made for
  // the configuration without its metadata, so the CSP names the authority only.
  const config = {
    ...mock.appConfig,
    oidc: {
      ...(mock.appConfig['oidc'] as Record<string, unknown>),
      metadata: {
        ...metadataOf(mock.appConfig),
        token_endpoint: `${hostedDomain.origin}/oauth2/token`,
        revocation_endpoint: `${hostedDomain.origin}/oauth2/revoke`,
      },
    },
  };
  await serve(config, securityHeaders(withoutMetadata(config)));
  await arriveSignedInAtProvider(page, mock);
  await page.goto('/profile');

  await expect(page.getByRole('heading', { name: 'Sign-in could not be completed' })).toBeVisible();
  await expect(page.getByRole('listitem')).toContainText(
    `The Content-Security-Policy directive connect-src refused ${hostedDomain.origin}/oauth2/token`,
  );
  await expect(page.getByText(/docs\/deployment\.md/)).toContainText(
    'npx tsx scripts/security-headers.ts config.json --discover',
  );
  await expect(page.getByText('The sign-in answer was not valid or has expired')).toHaveCount(0);
  // Nothing reached the hosted domain: the browser refused it before sending.
  expect(hostedDomain.requests()).toEqual([]);
});
