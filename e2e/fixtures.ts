import { test as base, expect, type Page } from '@playwright/test';
import { credentialsFor, isMockEnvironment, mockBankUrl, type PersonaName } from './environment';

export { expect };

export interface FaultRule {
  path: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  kind: 'latency' | 'error500' | 'drop' | 'unauthorized' | 'reject';
  count?: number;
  latencyMs?: number;
  /** For `reject`: the status and message to answer with (one of the spec's). */
  status?: 400 | 403 | 404 | 500;
  message?: string;
}

/** The mock bank's control API (only in the mock environment). */
export interface MockControl {
  reset(): Promise<void>;
  fault(rule: FaultRule): Promise<void>;
  requests(): Promise<{ method: string; path: string; status: number }[]>;
  /** Merges fields into a persona's client profile (null removes the profile). */
  patchClient(login: PersonaName, patch: Record<string, unknown> | null): Promise<void>;
}

export interface Fixtures {
  /** Resets the mock bank before each test; tests use it to inject faults. */
  mock: MockControl;
  /** Opens `startAt` and signs in through the provider's real login page. */
  signIn: (persona: PersonaName, startAt?: string) => Promise<void>;
}

async function control(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${mockBankUrl}/__control/${path}`, init);
  if (!response.ok) throw new Error(`Control API ${path} answered ${response.status}`);
  return response;
}

export async function signInThroughProvider(page: Page, persona: PersonaName): Promise<void> {
  const { username, password } = credentialsFor(persona);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const test = base.extend<Fixtures>({
  mock: [
    async ({}, use, testInfo) => {
      if (!isMockEnvironment) {
        testInfo.skip(true, 'Needs the mock bank control API');
      }
      await control('reset', { method: 'POST' });
      await use({
        reset: async () => void (await control('reset', { method: 'POST' })),
        fault: async (rule) =>
          void (await control('faults', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(rule),
          })),
        patchClient: async (login, patch) =>
          void (await control(`users/${login}/client`, {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(patch),
          })),
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

  signIn: async ({ page, baseURL }, use) => {
    await use(async (persona, startAt = '/profile') => {
      await page.goto(startAt);
      await signInThroughProvider(page, persona);
      const appOrigin = new URL(baseURL ?? '').origin;
      await page.waitForURL(
        (url) => url.origin === appOrigin && !url.pathname.startsWith('/auth/callback'),
      );
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  },
});
