import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const HTTPS_ONLY =
  'must be an https:// address (plain http:// only to localhost, 127.x.x.x or [::1], from a page served there)';

const minimal = {
  apiBaseUrl: 'https://client-api.dev.example.com/',
  oidc: { authority: 'https://login.example.com', clientId: 'web-banking' },
};

describe('parseRuntimeConfig', () => {
  it('fills the defaults: in-development endpoints off, Sumsub, five minutes idle', () => {
    const config = parseRuntimeConfig(minimal);
    expect(config.features).toEqual({
      phoneUpdate: false,
      legacyContractAccept: false,
      companyRecord: false,
      crypto: true,
      cryptoOrderAccounts: false,
      transactionsCompanyId: false,
    });
    // Also when other flags are given.
    expect(
      parseRuntimeConfig({ ...minimal, features: { phoneUpdate: true } }).features.companyRecord,
    ).toBe(false);
    expect(config.verifier).toBe('sumsub');
    expect(config.idleTimeoutSeconds).toBe(300);
    expect(config.apiBaseUrl).toBe('https://client-api.dev.example.com');
    expect(config.cryptoApiBaseUrl).toBe('https://client-api.dev.example.com/crypto-exchange');
  });

  it('turns the company record (GET /companies/{id}) on only when asked, the others kept off', () => {
    const config = parseRuntimeConfig({ ...minimal, features: { companyRecord: true } });
    expect(config.features).toEqual({
      phoneUpdate: false,
      legacyContractAccept: false,
      companyRecord: true,
      crypto: true,
      cryptoOrderAccounts: false,
      transactionsCompanyId: false,
    });
  });

  it('offers crypto unless the tenant turns it off, with or without its own exchange address', () => {
    const separate = parseRuntimeConfig({
      ...minimal,
      cryptoApiBaseUrl: 'https://crypto.example.com/',
    });
    expect(separate.features.crypto).toBe(true);
    expect(separate.cryptoApiBaseUrl).toBe('https://crypto.example.com');
    const off = parseRuntimeConfig({ ...minimal, features: { crypto: false } });
    expect(off.features).toMatchObject({ crypto: false, cryptoOrderAccounts: false });
  });

  it('names the accounts of a crypto order only when the tenant asks for it', () => {
    const config = parseRuntimeConfig({ ...minimal, features: { cryptoOrderAccounts: true } });
    expect(config.features).toMatchObject({ crypto: true, cryptoOrderAccounts: true });
    const parse = () => parseRuntimeConfig({ ...minimal, features: { crypto: 'no' } });
    expect(parse).toThrow(/features\.crypto/);
  });

  it("takes the provider's endpoints when the deployment gives them, and checks each is a URL", () => {
    const metadata = {
      issuer: 'https://login.example.com',
      authorization_endpoint: 'https://login.example.com/oauth2/authorize',
      token_endpoint: 'https://login.example.com/oauth2/token',
      end_session_endpoint: 'https://login.example.com/logout',
      revocation_endpoint: 'https://login.example.com/oauth2/revoke',
    };
    expect(
      parseRuntimeConfig({ ...minimal, oidc: { ...minimal.oidc, metadata } }).oidc.metadata,
    ).toEqual(metadata);
    expect(parseRuntimeConfig(minimal).oidc.metadata).toBeUndefined();
    expect(() =>
      parseRuntimeConfig({
        ...minimal,
        oidc: { ...minimal.oidc, metadata: { ...metadata, token_endpoint: '/token' } },
      }),
    ).toThrow('oidc.metadata.token_endpoint: must be an https:// address');
  });

  it('refuses a flag that is not a boolean, naming where', () => {
    const parse = () => parseRuntimeConfig({ ...minimal, features: { companyRecord: 'yes' } });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/features\.companyRecord/);
  });
});

describe('parseRuntimeConfig: addresses travel encrypted', () => {
  const metadata = {
    issuer: 'https://login.example.com',
    authorization_endpoint: 'https://login.example.com/oauth2/authorize',
    token_endpoint: 'https://auth.example.com/oauth2/token',
  };

  it.each([
    ['apiBaseUrl', { ...minimal, apiBaseUrl: 'http://bank.example' }],
    ['cryptoApiBaseUrl', { ...minimal, cryptoApiBaseUrl: 'http://crypto.example' }],
    [
      'oidc.authority',
      { ...minimal, oidc: { ...minimal.oidc, authority: 'http://login.example' } },
    ],
    [
      'oidc.logoutUrl',
      { ...minimal, oidc: { ...minimal.oidc, logoutUrl: 'http://auth.example.com/logout' } },
    ],
    [
      'oidc.metadata.token_endpoint',
      {
        ...minimal,
        oidc: {
          ...minimal.oidc,
          metadata: { ...metadata, token_endpoint: 'http://auth.example.com/oauth2/token' },
        },
      },
    ],
    [
      'oidc.metadata.revocation_endpoint',
      {
        ...minimal,
        oidc: {
          ...minimal.oidc,
          metadata: { ...metadata, revocation_endpoint: 'http://auth.example.com/oauth2/revoke' },
        },
      },
    ],
    ['brand.logo.light', { ...minimal, brand: { logo: { light: 'http://cdn.example/logo.svg' } } }],
    ['brand.favicon', { ...minimal, brand: { favicon: 'http://cdn.example/icon.png' } }],
    [
      'legal.termsUrl',
      { ...minimal, legal: { termsUrl: 'http://bank.example/terms/{contractId}' } },
    ],
    // Looks like this computer, but is a name anyone can register.
    ['apiBaseUrl', { ...minimal, apiBaseUrl: 'http://127.0.0.1.evil.example' }],
    ['apiBaseUrl', { ...minimal, apiBaseUrl: 'http://localhost.evil.example' }],
  ])('refuses plain http for %s outside this computer, naming the key', (key, raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(`${key}: ${HTTPS_ONLY}`);
  });

  it('takes plain http on this computer (the mock environment and the tests)', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'http://127.0.0.1:4871/',
      cryptoApiBaseUrl: 'http://localhost:4872',
      oidc: {
        authority: 'http://127.0.0.2:4771',
        clientId: 'web-banking',
        logoutUrl: 'http://[::1]:4771/logout',
      },
      brand: { logo: { light: 'http://LOCALHOST:4671/logo.svg' } },
    });
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4871');
    expect(config.cryptoApiBaseUrl).toBe('http://localhost:4872');
    expect(config.oidc.logoutUrl).toBe('http://[::1]:4771/logout');
  });
});

describe('parseRuntimeConfig: paths stay on this site', () => {
  const SAME_SITE = 'must be a path on this site (one leading /) or an https:// address';

  it.each([
    ['legal.termsUrl', { legal: { termsUrl: '/\\evil.example/{contractId}' } }],
    ['legal.termsUrl', { legal: { termsUrl: '//evil.example/{contractId}' } }],
    ['legal.termsUrl', { legal: { termsUrl: '/\t/evil.example/{contractId}' } }],
    ['brand.logo.light', { brand: { logo: { light: '/\\evil.example/logo.svg' } } }],
    ['brand.logo.dark', { brand: { logo: { light: '/logo.svg', dark: '/\\evil.example/d.svg' } } }],
    ['brand.favicon', { brand: { favicon: '\\\\evil.example/icon.png' } }],
  ])('refuses %s that the browser would take to another site', (key, extra) => {
    expect(() => parseRuntimeConfig({ ...minimal, ...extra })).toThrow(`${key}: ${SAME_SITE}`);
  });

  it('takes paths of this site and https addresses', () => {
    const config = parseRuntimeConfig({
      ...minimal,
      brand: { logo: { light: '/brand/logo.svg', dark: 'https://cdn.example/dark.svg' } },
      legal: { termsUrl: '/terms/{contractId}.html' },
    });
    expect(config.brand.logo).toEqual({
      light: '/brand/logo.svg',
      dark: 'https://cdn.example/dark.svg',
    });
    expect(config.legal.termsUrl).toBe('/terms/{contractId}.html');
  });
});

describe('parseRuntimeConfig: checked as production runs it (issue 36 §1)', () => {
  const metadata = {
    issuer: 'https://login.example.com',
    authorization_endpoint: 'https://login.example.com/oauth2/authorize',
    token_endpoint: 'https://auth.example.com/oauth2/token',
    end_session_endpoint: 'https://auth.example.com/logout',
    revocation_endpoint: 'https://auth.example.com/oauth2/revoke',
  };
  const withMetadata = (changes: Record<string, unknown>, oidc: Record<string, unknown> = {}) => ({
    ...minimal,
    oidc: { ...minimal.oidc, ...oidc, metadata: { ...metadata, ...changes } },
  });
  const problemsOf = (raw: unknown, pageHostname?: string): string[] => {
    try {
      parseRuntimeConfig(raw, pageHostname);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };
  const loopbackConfig = {
    apiBaseUrl: 'http://127.0.0.1:4500',
    oidc: { authority: 'http://localhost:4400', clientId: 'web-banking' },
    brand: { logo: { light: 'http://[::1]:4600/logo.svg' } },
  };

  it('refuses plain http to this computer when the page itself is served from a real host', () => {
    expect(problemsOf(loopbackConfig, 'banking.example-bank.com')).toEqual([
      `apiBaseUrl: ${HTTPS_ONLY}`,
      `oidc.authority: ${HTTPS_ONLY}`,
      `brand.logo.light: ${HTTPS_ONLY}`,
    ]);
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'takes plain http to this computer when the page is served from %s',
    (host) => {
      expect(problemsOf(loopbackConfig, host)).toEqual([]);
    },
  );

  it('takes https addresses on a real host', () => {
    expect(problemsOf(withMetadata({}), 'banking.example-bank.com')).toEqual([]);
  });

  it('refuses an idle timeout longer than the five minutes PSD2 allows, naming the key', () => {
    expect(problemsOf({ ...minimal, idleTimeoutSeconds: 301 })).toEqual([
      'idleTimeoutSeconds: must be at most 300 (PSD2: five minutes)',
    ]);
    expect(parseRuntimeConfig({ ...minimal, idleTimeoutSeconds: 300 }).idleTimeoutSeconds).toBe(
      300,
    );
  });

  it('refuses metadata with neither an end-session endpoint nor a logoutUrl, naming both keys', () => {
    expect(problemsOf(withMetadata({ end_session_endpoint: undefined }))).toEqual([
      "oidc.logoutUrl: required without oidc.metadata.end_session_endpoint: sign-out ends the provider's session there",
    ]);
    const cognito = withMetadata(
      { end_session_endpoint: undefined },
      { logoutUrl: 'https://auth.example.com/logout' },
    );
    expect(problemsOf(cognito)).toEqual([]);
  });

  it('refuses metadata without a revocation endpoint, naming the key', () => {
    expect(problemsOf(withMetadata({ revocation_endpoint: undefined }))).toEqual([
      'oidc.metadata.revocation_endpoint: required: sign-out revokes the refresh token there',
    ]);
  });

  it('leaves the end-session and revocation endpoints to discovery when no metadata is given', () => {
    expect(problemsOf(minimal, 'banking.example-bank.com')).toEqual([]);
  });
});

describe('loadRuntimeConfig', () => {
  const loopback = {
    apiBaseUrl: 'http://127.0.0.1:4500',
    oidc: { authority: 'http://127.0.0.1:4400', clientId: 'web-banking' },
  };
  const serve = (json: unknown) =>
    vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify(json))));

  it("judges the addresses by the page's own host: this computer's under the tests", async () => {
    serve(loopback);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:4500',
    });
  });

  it('refuses plain http to this computer for a page on a real host', async () => {
    serve(loopback);
    await expect(loadRuntimeConfig('/config.json', 'banking.example-bank.com')).rejects.toThrow(
      'apiBaseUrl: must be an https:// address',
    );
  });
});
