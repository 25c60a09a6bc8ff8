import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import type { Provider } from 'oidc-provider';
import { createConfiguration } from './configuration';
import { handleInteraction } from './interactions';
import { generateSigningKeys, SIGNING_ALG } from './keys';

export interface IdentityProviderOptions {
  /** Port on 127.0.0.1; 0 picks a free one (see `issuer`). */
  port: number;
  /** The SPA's origin, e.g. 'http://127.0.0.1:5173'. */
  appOrigin: string;
  /** The mock bank's origin: the `aud` of the access tokens. */
  audience: string;
  /** Lifetime of access tokens (and ID tokens), short so that renewal happens in normal use. */
  accessTokenTtlSeconds: number;
  /** Defaults to 'web-banking'. */
  clientId?: string;
}

export interface IdentityProvider {
  /** `http://127.0.0.1:${port}`, no trailing slash. */
  issuer: string;
  /** `{ sub }` for a valid access token of this provider for `audience`, otherwise null. */
  verifyAccessToken(token: string): Promise<{ sub: string } | null>;
  close(): Promise<void>;
}

/**
 * oidc-provider warns on the console that Node 20 is an "Unsupported runtime" (on import) and
 * that the in-memory adapter is for development only (in the constructor). Both are expected
 * here (everything used works on Node 20; a mock keeps its state in memory), so they are dropped.
 */
const EXPECTED_WARNINGS = ['Unsupported runtime', 'development-only in-memory adapter'];

async function withoutExpectedWarnings<T>(action: () => T | Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const message = String(args[0]);
    if (EXPECTED_WARNINGS.some((expected) => message.includes(expected))) return;
    warn(...args);
  };
  try {
    return await action();
  } finally {
    console.warn = warn;
  }
}

export async function startIdentityProvider(
  opts: IdentityProviderOptions,
): Promise<IdentityProvider> {
  const { appOrigin, audience, accessTokenTtlSeconds } = opts;
  const clientId = opts.clientId ?? 'web-banking';
  const [oidc, keys] = await Promise.all([
    withoutExpectedWarnings(() => import('oidc-provider')),
    generateSigningKeys(),
  ]);

  // Listen first, so that port 0 works: the issuer needs the real port.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const configuration = createConfiguration({
    clientId,
    appOrigin,
    audience,
    accessTokenTtlSeconds,
    signingJwk: keys.privateJwk,
    invalidTarget: () => new oidc.errors.InvalidTarget(),
  });
  let provider: Provider;
  try {
    provider = await withoutExpectedWarnings(() => new oidc.Provider(issuer, configuration));
  } catch (error) {
    server.close();
    throw error;
  }
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error('[mock idp] server error', error);
  });
  const callback = provider.callback();
  handler = (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname !== '/interaction' && !pathname.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    handleInteraction(provider, req, res, pathname).catch((error: unknown) => {
      console.error('[mock idp] interaction failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };

  return {
    issuer,
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          issuer,
          audience,
          algorithms: [SIGNING_ALG],
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.sub === 'string' ? { sub: payload.sub } : null;
      } catch {
        return null;
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
