import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from './runtime-config';

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
    ).toThrow('oidc.metadata.token_endpoint: must be an http(s) URL');
  });

  it('refuses a flag that is not a boolean, naming where', () => {
    const parse = () => parseRuntimeConfig({ ...minimal, features: { companyRecord: 'yes' } });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/features\.companyRecord/);
  });
});
