import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { nginxDirectives, securityHeaders } from './security-headers';

/** A Cognito deployment: discovery on the user pool, token and revocation on the hosted domain. */
const cognitoLike = {
  apiBaseUrl: 'https://api.bank.example/v1',
  cryptoApiBaseUrl: 'https://crypto.bank.example',
  oidc: {
    authority: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Pool',
    clientId: 'web-banking',
    logoutUrl: 'https://logout.bank.example/logout',
    metadata: {
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Pool',
      authorization_endpoint: 'https://login.bank.example/oauth2/authorize',
      token_endpoint: 'https://auth.bank.example/oauth2/token',
      revocation_endpoint: 'https://revoke.bank.example/oauth2/revoke',
      end_session_endpoint: 'https://end.bank.example/logout',
      userinfo_endpoint: 'https://userinfo.bank.example/oauth2/userInfo',
      jwks_uri: 'https://keys.bank.example/.well-known/jwks.json',
    },
  },
  verifier: 'mock',
};

function directive(csp: string, name: string): string | undefined {
  return csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

function cspOf(config: unknown): string {
  return securityHeaders(config)['Content-Security-Policy'] ?? '';
}

describe('the CSP of a configuration', () => {
  it('lets the app reach the token and revocation endpoints of oidc.metadata on their own origins', () => {
    expect(directive(cspOf(cognitoLike), 'connect-src')).toBe(
      "'self' https://api.bank.example https://crypto.bank.example " +
        'https://cognito-idp.eu-west-1.amazonaws.com https://auth.bank.example https://revoke.bank.example',
    );
  });

  it('names no origin the app only navigates to or never fetches', () => {
    const csp = cspOf(cognitoLike);
    for (const origin of [
      'https://login.bank.example',
      'https://end.bank.example',
      'https://logout.bank.example',
      'https://userinfo.bank.example',
      'https://keys.bank.example',
    ]) {
      expect(csp).not.toContain(origin);
    }
  });

  it('without oidc.metadata names the authority, the API and its default crypto path once', () => {
    const { metadata: _metadata, logoutUrl: _logout, ...oidc } = cognitoLike.oidc;
    const { cryptoApiBaseUrl: _crypto, ...rest } = cognitoLike;
    expect(directive(cspOf({ ...rest, oidc }), 'connect-src')).toBe(
      "'self' https://api.bank.example https://cognito-idp.eu-west-1.amazonaws.com",
    );
  });

  it('lets the brand images load from the origins the configuration gives them', () => {
    const brand = {
      name: 'Kestrel',
      logo: { light: 'https://cdn.bank.example/logo.svg', dark: '/brand/dark.svg' },
      favicon: 'https://static.bank.example/favicon.ico',
    };
    expect(directive(cspOf({ ...cognitoLike, brand }), 'img-src')).toBe(
      "'self' data: https://cdn.bank.example https://static.bank.example",
    );
    expect(directive(cspOf(cognitoLike), 'img-src')).toBe("'self' data:");
  });

  it('lets Sumsub frame and use the camera when the configuration names no verifier', () => {
    const { verifier: _verifier, ...withoutVerifier } = cognitoLike;
    const headers = securityHeaders(withoutVerifier);
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-src')).toBe(
      'https://in.sumsub.com https://api.sumsub.com',
    );
    expect(headers['Permissions-Policy']).toBe(
      'camera=(self "https://in.sumsub.com" "https://api.sumsub.com"), ' +
        'microphone=(self "https://in.sumsub.com" "https://api.sumsub.com"), ' +
        'geolocation=(), payment=()',
    );
  });

  it('keeps frames and the camera closed with the mock verifier', () => {
    const headers = securityHeaders(cognitoLike);
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-src')).toBe("'none'");
    expect(headers['Permissions-Policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  });

  it('requires Trusted Types for script sinks and allows no policy', () => {
    const csp = cspOf(cognitoLike);
    expect(directive(csp, 'require-trusted-types-for')).toBe("'script'");
    expect(directive(csp, 'trusted-types')).toBe("'none'");
  });

  it('refuses a configuration the app would refuse', () => {
    expect(() => securityHeaders({ ...cognitoLike, apiBaseUrl: 'not a url' })).toThrow(
      /apiBaseUrl/,
    );
  });
});

const run = promisify(execFile);

describe('npx tsx scripts/security-headers.ts <config.json>', () => {
  const folder = mkdtempSync(join(tmpdir(), 'security-headers-'));

  it('prints the headers of that configuration as one JSON object', async () => {
    const file = join(folder, 'config.json');
    writeFileSync(file, JSON.stringify(cognitoLike));
    const { stdout } = await run('npx', ['tsx', 'scripts/security-headers.ts', file]);
    expect(JSON.parse(stdout)).toEqual(securityHeaders(cognitoLike));
  });

  it('with --nginx prints them as add_header lines', async () => {
    const file = join(folder, 'config.json');
    writeFileSync(file, JSON.stringify(cognitoLike));
    const { stdout } = await run('npx', ['tsx', 'scripts/security-headers.ts', file, '--nginx']);
    expect(stdout).toBe(`${nginxDirectives(securityHeaders(cognitoLike))}\n`);
  });

  it('exits non-zero with the reason for a configuration the app refuses', async () => {
    const file = join(folder, 'broken.json');
    writeFileSync(file, JSON.stringify({ ...cognitoLike, oidc: { clientId: 'x' } }));
    const failure = run('npx', ['tsx', 'scripts/security-headers.ts', file]);
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('oidc.authority'),
    });
  });
});

describe('nginxDirectives', () => {
  it('quotes each value for nginx, escaping its double quotes, and sends it on every status', () => {
    expect(
      nginxDirectives({
        'Referrer-Policy': 'no-referrer',
        'Permissions-Policy': 'camera=(self "https://in.sumsub.com")',
      }),
    ).toBe(
      'add_header Referrer-Policy "no-referrer" always;\n' +
        'add_header Permissions-Policy "camera=(self \\"https://in.sumsub.com\\")" always;',
    );
  });
});
