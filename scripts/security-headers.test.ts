import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discoveredMetadata,
  missingMetadata,
  nginxDirectives,
  readDiscovery,
  securityHeaders,
  withMetadata,
} from './security-headers';

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

/** Cognito's layout: discovery on the user pool, every endpoint on the hosted domain. */
const cognitoDiscovery = (issuer: string) => ({
  issuer,
  authorization_endpoint: 'https://auth.bank.example/oauth2/authorize',
  token_endpoint: 'https://auth.bank.example/oauth2/token',
  end_session_endpoint: 'https://auth.bank.example/logout',
  revocation_endpoint: 'https://auth.bank.example/oauth2/revoke',
  userinfo_endpoint: 'https://auth.bank.example/oauth2/userInfo',
  jwks_uri: `${issuer}/.well-known/jwks.json`,
  response_types_supported: ['code'],
  scopes_supported: ['openid', 'email'],
});

describe('discoveredMetadata (issue 36 §1)', () => {
  const issuer = 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Pool';

  it('keeps the endpoints config.json takes, and nothing else of the document', () => {
    const {
      response_types_supported: _types,
      scopes_supported: _scopes,
      ...endpoints
    } = cognitoDiscovery(issuer);
    expect(discoveredMetadata(cognitoDiscovery(issuer), `${issuer}/`)).toEqual(endpoints);
  });

  it('leaves out what the provider does not name', () => {
    const {
      end_session_endpoint: _end,
      revocation_endpoint: _revoke,
      ...rest
    } = cognitoDiscovery(issuer);
    expect(discoveredMetadata(rest, issuer)).not.toHaveProperty('revocation_endpoint');
    expect(discoveredMetadata(rest, issuer)).not.toHaveProperty('end_session_endpoint');
  });

  it('refuses a document of another issuer or without the endpoints a sign-in needs', () => {
    expect(() => discoveredMetadata(cognitoDiscovery('https://other.example'), issuer)).toThrow(
      `the discovery document's issuer is https://other.example, not oidc.authority (${issuer})`,
    );
    const { token_endpoint: _token, ...noToken } = cognitoDiscovery(issuer);
    expect(() => discoveredMetadata(noToken, issuer)).toThrow(
      'the discovery document names no token_endpoint',
    );
    expect(() => discoveredMetadata('<html>', issuer)).toThrow('is not a JSON object');
  });
});

describe('withMetadata', () => {
  it('writes the discovered endpoints over oidc.metadata and keeps everything else', () => {
    const raw = {
      apiBaseUrl: 'https://api.bank.example',
      oidc: {
        authority: 'https://idp.example',
        clientId: 'web',
        metadata: { revocation_endpoint: 'https://idp.example/revoke', token_endpoint: 'x' },
      },
      brand: { name: 'Kestrel' },
    };
    expect(withMetadata(raw, { token_endpoint: 'https://idp.example/token' })).toEqual({
      ...raw,
      oidc: {
        ...raw.oidc,
        metadata: {
          revocation_endpoint: 'https://idp.example/revoke',
          token_endpoint: 'https://idp.example/token',
        },
      },
    });
  });
});

describe('missingMetadata', () => {
  it('says what to add when the headers cannot know where the token endpoint is', () => {
    const { metadata: _metadata, ...oidc } = cognitoLike.oidc;
    const problem = missingMetadata({ ...cognitoLike, oidc }, 'config.json');
    expect(problem).toContain('oidc.metadata is missing');
    expect(problem).toContain('npx tsx scripts/security-headers.ts config.json --discover');
    expect(problem).toContain('token_endpoint');
    expect(problem).toContain('docs/deployment.md');
    expect(missingMetadata(cognitoLike, 'config.json')).toBeUndefined();
  });
});

/** A provider's discovery document served on this computer, as `documents` says by path. */
async function discoveryServer(
  documents: Record<string, (origin: string) => unknown>,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    const document = documents[request.url ?? ''];
    if (!document) {
      response.writeHead(404).end('not here');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(document(`http://127.0.0.1:${port}`)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, server };
}

describe('readDiscovery and the --discover command, against a provider on this computer', () => {
  const folder = mkdtempSync(join(tmpdir(), 'security-headers-discover-'));
  let provider: { origin: string; server: Server };
  const WELL_KNOWN = '/.well-known/openid-configuration';

  beforeAll(async () => {
    provider = await discoveryServer({
      [`/pool${WELL_KNOWN}`]: (origin) => cognitoDiscovery(`${origin}/pool`),
      [`/bare${WELL_KNOWN}`]: (origin) => {
        const {
          end_session_endpoint: _end,
          revocation_endpoint: _revoke,
          ...rest
        } = cognitoDiscovery(`${origin}/bare`);
        return rest;
      },
    });
  });
  afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())));

  const configFor = (authority: string) => {
    const { metadata: _metadata, logoutUrl: _logout, ...oidc } = cognitoLike.oidc;
    return { ...cognitoLike, oidc: { ...oidc, authority } };
  };

  it("reads the provider's endpoints from its discovery document", async () => {
    const metadata = await readDiscovery(`${provider.origin}/pool`);
    expect(metadata).toMatchObject({
      issuer: `${provider.origin}/pool`,
      token_endpoint: 'https://auth.bank.example/oauth2/token',
    });
  });

  it('says which address did not answer with a discovery document', async () => {
    await expect(readDiscovery(`${provider.origin}/nowhere`)).rejects.toThrow(
      `${provider.origin}/nowhere${WELL_KNOWN} answered 404`,
    );
  });

  it('writes oidc.metadata into the file and prints headers naming every endpoint fetched', async () => {
    const file = join(folder, 'cognito.json');
    writeFileSync(file, JSON.stringify(configFor(`${provider.origin}/pool`)));
    const { stdout, stderr } = await run('npx', [
      'tsx',
      'scripts/security-headers.ts',
      file,
      '--discover',
    ]);
    const written = JSON.parse(readFileSync(file, 'utf8')) as typeof cognitoLike;
    const {
      response_types_supported: _t,
      scopes_supported: _s,
      ...endpoints
    } = cognitoDiscovery(`${provider.origin}/pool`);
    expect(written.oidc.metadata).toEqual(endpoints);
    expect(written.apiBaseUrl).toBe(cognitoLike.apiBaseUrl);
    expect(JSON.parse(stdout)).toEqual(securityHeaders(written));
    expect(directive(cspOf(written), 'connect-src')).toBe(
      `'self' https://api.bank.example https://crypto.bank.example ${provider.origin} https://auth.bank.example`,
    );
    expect(stderr).toContain(`Wrote oidc.metadata into ${file}`);
  });

  it('writes what it found, then exits non-zero naming what the provider did not say', async () => {
    const file = join(folder, 'bare.json');
    writeFileSync(file, JSON.stringify(configFor(`${provider.origin}/bare`)));
    const failure = run('npx', ['tsx', 'scripts/security-headers.ts', file, '--discover']);
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(
        /oidc\.logoutUrl: required[^]*oidc\.metadata\.revocation_endpoint: required/,
      ),
    });
    const written = JSON.parse(readFileSync(file, 'utf8')) as typeof cognitoLike;
    expect(written.oidc.metadata.token_endpoint).toBe('https://auth.bank.example/oauth2/token');
  });

  it('leaves the file as it was when the provider cannot be read', async () => {
    const file = join(folder, 'unreachable.json');
    const before = JSON.stringify(configFor(`${provider.origin}/nowhere`));
    writeFileSync(file, before);
    const failure = run('npx', ['tsx', 'scripts/security-headers.ts', file, '--discover']);
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('answered 404'),
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('npx tsx scripts/security-headers.ts <config.json> without oidc.metadata', () => {
  it('exits non-zero and says what to add instead of printing headers the sign-in fails under', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'security-headers-'));
    const file = join(folder, 'config.json');
    const { metadata: _metadata, ...oidc } = cognitoLike.oidc;
    writeFileSync(file, JSON.stringify({ ...cognitoLike, oidc }));
    const failure = run('npx', ['tsx', 'scripts/security-headers.ts', file]);
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining(`npx tsx scripts/security-headers.ts ${file} --discover`),
    });
  });
});
