/**
 * Where the suite runs. By default: a mock environment per worker, started by
 * the `environment` fixture (e2e/fixtures.ts). With E2E_BASE_URL: an already
 * deployed app (a dev environment), signing in with credentials from
 * environment variables.
 */
export const externalBaseUrl = process.env['E2E_BASE_URL'];
export const isMockEnvironment = !externalBaseUrl;

/**
 * Ports of worker 0's mock environment; worker N adds N to each. E2E_*_PORT
 * move them (to run two suites at once on one machine).
 */
const basePorts = {
  app: Number(process.env['E2E_APP_PORT'] ?? 4173),
  idp: Number(process.env['E2E_IDP_PORT'] ?? 4401),
  bank: Number(process.env['E2E_BANK_PORT'] ?? 4501),
} as const;

/**
 * The ports of the worker with this parallel index (0 … workers − 1, reused
 * when a worker is replaced, so a port is never held by two live workers).
 */
export function workerPorts(parallelIndex: number): { app: number; idp: number; bank: number } {
  return {
    app: basePorts.app + parallelIndex,
    idp: basePorts.idp + parallelIndex,
    bank: basePorts.bank + parallelIndex,
  };
}

export type PersonaName = 'new' | 'ada' | 'acme' | 'blocked' | 'rejected' | 'saver' | 'legacy';

/**
 * Credentials of a persona: in the mock, its login and the shared password;
 * elsewhere E2E_USERNAME_<PERSONA> / E2E_PASSWORD_<PERSONA> (or E2E_PASSWORD).
 */
export function credentialsFor(persona: PersonaName): { username: string; password: string } {
  if (isMockEnvironment) return { username: persona, password: 'banking' };
  const key = persona.toUpperCase();
  const username = process.env[`E2E_USERNAME_${key}`];
  const password = process.env[`E2E_PASSWORD_${key}`] ?? process.env['E2E_PASSWORD'];
  if (!username || !password) {
    throw new Error(
      `Set E2E_USERNAME_${key} and E2E_PASSWORD_${key} to run this test against ${externalBaseUrl}`,
    );
  }
  return { username, password };
}

/**
 * How the provider's login page names its fields and button (their accessible names):
 * "Username", "Password", "Sign in" as on the mock's page and Cognito's hosted UI;
 * E2E_LOGIN_USERNAME_LABEL, E2E_LOGIN_PASSWORD_LABEL and E2E_LOGIN_SUBMIT for another page.
 */
export const loginPage = {
  username: process.env['E2E_LOGIN_USERNAME_LABEL'] || 'Username',
  password: process.env['E2E_LOGIN_PASSWORD_LABEL'] || 'Password',
  submit: process.env['E2E_LOGIN_SUBMIT'] || 'Sign in',
} as const;
