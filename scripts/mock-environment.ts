import { readFileSync } from 'node:fs';
import { startBankServer, type BankServer } from '../mock/bank/http-server';
import { readingFromEnv } from '../mock/bank/readings';
import { startIdentityProvider, type IdentityProvider } from '../mock/idp/identity-provider';
import { withTenant } from '../mock/tenants/tenant-config';
import type { PersonaName } from '../e2e/environment';
import { providerSessionCookies, type ProviderCookie } from '../e2e/provider-session';
import { readDiscovery } from './security-headers';

export interface MockEnvironmentPorts {
  app: number;
  idp: number;
  bank: number;
}

export interface MockEnvironment {
  appOrigin: string;
  idp: IdentityProvider;
  bank: BankServer;
  /** The `/config.json` the app gets in this environment. */
  appConfig: Record<string, unknown>;
  close(): Promise<void>;
}

/** Ports from `<prefix>APP_PORT`, `<prefix>IDP_PORT`, `<prefix>BANK_PORT`, else the defaults. */
export function portsFromEnv(defaults: MockEnvironmentPorts, prefix = ''): MockEnvironmentPorts {
  const read = (name: string, fallback: number) =>
    Number(process.env[`${prefix}${name}`] ?? fallback);
  return {
    app: read('APP_PORT', defaults.app),
    idp: read('IDP_PORT', defaults.idp),
    bank: read('BANK_PORT', defaults.bank),
  };
}

/**
 * Starts the mock identity provider and the mock bank, and derives the app's
 * configuration from public/config.json with their actual addresses; with `tenant`,
 * mock/tenants/<tenant>.json's brand, support and terms over it.
 */
export async function startMockEnvironment(
  ports: MockEnvironmentPorts,
  accessTokenTtlSeconds = Number(process.env['ACCESS_TOKEN_TTL'] ?? 120),
  {
    tenant,
    appScheme = 'http',
  }: {
    tenant?: string | undefined;
    /** How the app is served: `https` where the bench serves it as production does (HTTP/2). */
    appScheme?: 'http' | 'https';
  } = {},
): Promise<MockEnvironment> {
  const appOrigin = `${appScheme}://127.0.0.1:${ports.app}`;
  const bankOrigin = `http://127.0.0.1:${ports.bank}`;
  const idp = await startIdentityProvider({
    port: ports.idp,
    appOrigin,
    audience: bankOrigin,
    accessTokenTtlSeconds,
  });
  const bank = await startBankServer({
    port: ports.bank,
    allowedOrigins: [appOrigin],
    verifyToken: (token) => idp.verifyAccessToken(token),
    reading: readingFromEnv(),
  });

  const base = withTenant(
    JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>,
    tenant,
  );
  // The crypto base URL is left to its default: apiBaseUrl + /crypto-exchange.
  const { cryptoApiBaseUrl: _crypto, ...rest } = base;
  const appConfig: Record<string, unknown> = {
    ...rest,
    apiBaseUrl: bank.url,
    oidc: {
      ...(base['oidc'] as Record<string, unknown>),
      authority: idp.issuer,
      // As an operator writes it (security-headers --discover): the running provider's own.
      metadata: await readDiscovery(idp.issuer),
    },
  };

  return {
    appOrigin,
    idp,
    bank,
    appConfig,
    close: async () => {
      await Promise.all([bank.close(), idp.close()]);
    },
  };
}

/**
 * The provider's session cookies of `persona` in this environment: a browser given them signs
 * in through the app's own code + PKCE flow without the login form (tokens stay in the page).
 */
export async function personaSession(
  mock: MockEnvironment,
  persona: PersonaName,
): Promise<ProviderCookie[]> {
  const oidc = mock.appConfig['oidc'] as { clientId: string; scope?: string };
  return providerSessionCookies(
    {
      idpUrl: mock.idp.issuer,
      appUrl: mock.appOrigin,
      clientId: oidc.clientId,
      scope: oidc.scope ?? 'openid profile email',
    },
    persona,
  );
}
