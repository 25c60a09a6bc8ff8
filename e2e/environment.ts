/**
 * Where the suite runs. By default: the mock environment started by the
 * Playwright config. With E2E_BASE_URL: an already deployed app (a dev
 * environment), signing in with credentials from environment variables.
 */
export const externalBaseUrl = process.env['E2E_BASE_URL'];
export const isMockEnvironment = !externalBaseUrl;
/** Ports of the mock environment; E2E_*_PORT override them (to run two suites at once). */
export const ports = {
  app: Number(process.env['E2E_APP_PORT'] ?? 4173),
  idp: Number(process.env['E2E_IDP_PORT'] ?? 4401),
  bank: Number(process.env['E2E_BANK_PORT'] ?? 4501),
} as const;
export const baseURL = externalBaseUrl ?? `http://127.0.0.1:${ports.app}`;
export const mockBankUrl = `http://127.0.0.1:${ports.bank}`;
export const mockIdpUrl = `http://127.0.0.1:${ports.idp}`;

export type PersonaName = 'new' | 'ada' | 'acme' | 'blocked' | 'rejected';

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
