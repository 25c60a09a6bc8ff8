import { test as base, expect, type Page } from '@playwright/test';
import type { z } from 'zod';
import type { faultRuleSchema } from '../mock/bank/faults';
import { de } from '../src/lib/i18n/messages-de';
import { en } from '../src/lib/i18n/messages-en';
import { credentialsFor, isMockEnvironment, loginPage, type PersonaName } from './environment';
import { providerSessionCookies } from './provider-session';
import { openPage } from './dev-env/open-page';
import { startTestEnvironment, type TestEnvironment } from './worker-environment';

export { expect };

/** A fault as the control API takes it (defaults filled in by the mock). */
export type FaultRule = z.input<typeof faultRuleSchema>;

/** The mock bank's control API (only in the mock environment). */
export interface MockControl {
  reset(): Promise<void>;
  fault(rule: FaultRule): Promise<void>;
  requests(): Promise<{ method: string; path: string; status: number }[]>;
  /** Merges fields into a persona's client profile (null removes the profile). */
  patchClient(login: PersonaName, patch: Record<string, unknown> | null): Promise<void>;
}

export interface SignInOptions {
  /**
   * Type the credentials into the provider's login page, as a customer does.
   * Otherwise (in the mock environment) the provider session is made over
   * HTTP first and the browser passes the provider without a form.
   */
  loginPage?: boolean;
}

export interface Fixtures {
  /**
   * Decides where a test runs: every spec in the mock environment; against E2E_BASE_URL only
   * the journeys of e2e/dev-env/, which take their expected values from the API's answers.
   */
  runsHere: undefined;
  /** Resets the mock bank before each test; tests use it to inject faults. */
  mock: MockControl;
  /** Opens `startAt` and signs in through the real code + PKCE flow. */
  signIn: (persona: PersonaName, startAt?: string, options?: SignInOptions) => Promise<void>;
}

export interface WorkerFixtures {
  /** This worker's own mock environment (or the deployed one of E2E_BASE_URL). */
  environment: TestEnvironment;
}

export async function signInThroughProvider(page: Page, persona: PersonaName): Promise<void> {
  const { username, password } = credentialsFor(persona);
  await page.getByLabel(loginPage.username, { exact: true }).fill(username);
  await page.getByLabel(loginPage.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: loginPage.submit, exact: true }).click();
}

function controlOf(bankUrl: string) {
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(`${bankUrl}/__control/${path}`, init);
    if (!response.ok) throw new Error(`Control API ${path} answered ${response.status}`);
    return response;
  };
}

const json = (body: unknown): RequestInit => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

// The control API takes a POST only as JSON, which a page of another site cannot send.
const RESET: RequestInit = { method: 'POST', headers: { 'Content-Type': 'application/json' } };

/** Why a spec outside e2e/dev-env/ does not run against E2E_BASE_URL. */
export const MOCK_ONLY =
  'Mock-only: expects the mock’s seeded data or its control API (the journeys for any environment are in e2e/dev-env/)';

/** Whether `file` is one of the journeys written for any environment. */
export function isDevEnvironmentJourney(file: string): boolean {
  return /[\\/]e2e[\\/]dev-env[\\/]/.test(file);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  runsHere: [
    async ({}, use, testInfo) => {
      if (!isMockEnvironment && !isDevEnvironmentJourney(testInfo.file)) {
        return testInfo.skip(true, MOCK_ONLY);
      }
      await use(undefined);
    },
    { auto: true },
  ],

  environment: [
    async ({}, use, workerInfo) => {
      const environment = await startTestEnvironment(workerInfo.parallelIndex);
      await use(environment);
      await environment.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ environment }, use) => use(environment.appUrl),

  mock: [
    async ({ environment, runsHere }, use, testInfo) => {
      void runsHere; // a mock-only test is skipped for that reason first
      const { bankUrl } = environment;
      if (!bankUrl) return testInfo.skip(true, 'Needs the mock bank control API');
      const control = controlOf(bankUrl);
      await control('reset', RESET);
      await use({
        reset: async () => void (await control('reset', RESET)),
        fault: async (rule) => void (await control('faults', { method: 'POST', ...json(rule) })),
        patchClient: async (login, patch) =>
          void (await control(`users/${login}/client`, { method: 'PATCH', ...json(patch) })),
        requests: async () => {
          const body = (await (await control('requests')).json()) as {
            requests: { method: string; path: string; status: number }[];
          };
          return body.requests;
        },
      });
    },
    { auto: isMockEnvironment },
  ],

  signIn: async ({ page, environment }, use) => {
    await use(async (persona, startAt = '/profile', options = {}) => {
      const { idpUrl, appConfig } = environment;
      const usesForm = options.loginPage === true || !idpUrl || !appConfig;
      if (!usesForm) {
        const oidc = appConfig['oidc'] as { clientId: string; scope?: string };
        const request = {
          idpUrl,
          appUrl: environment.appUrl,
          clientId: oidc.clientId,
          scope: oidc.scope ?? 'openid profile email',
        };
        await page.context().addCookies(await providerSessionCookies(request, persona));
      }
      // Only the first response, or the sign-in's redirects that overtook it: the app may
      // leave for the provider before this page's `load` (e2e/dev-env/open-page.ts); the
      // callback is awaited below.
      await openPage(page, startAt);
      if (usesForm) await signInThroughProvider(page, persona);
      const appOrigin = new URL(environment.appUrl).origin;
      await page.waitForURL(
        (url) => url.origin === appOrigin && !url.pathname.startsWith('/auth/callback'),
      );
      // The signed-in shell, in whichever language the browser chose: the header's navigation,
      // or on a phone the tab bar that replaces it.
      const navigation = (name: string) => page.getByRole('navigation', { name, exact: true });
      const shell = navigation(en['nav.label'])
        .or(navigation(de['nav.label']))
        .or(navigation(en['nav.tabs']))
        .or(navigation(de['nav.tabs']));
      // A bound, not a wait: on a machine shared with other work the callback page's load and
      // its code exchange took over the 20 s an expectation is given (CI, November 2026).
      await expect(shell.first()).toBeVisible({ timeout: 60_000 });
    });
  },
});
