/**
 * The HTTP security headers the built app is served with, derived from the runtime
 * configuration as the app itself reads it (parseRuntimeConfig, defaults included): the CSP
 * lets the page fetch from exactly the origins that configuration makes it call.
 *
 * `npx tsx scripts/security-headers.ts path/to/config.json` prints them as one JSON object;
 * with `--nginx`, as nginx `add_header` lines (docs/deployment.md).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  parseRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigInput,
} from '../src/config/runtime-config.ts';

/** The configuration as written in `config.json` (what `securityHeaders` takes). */
export type HeaderConfig = RuntimeConfigInput;

/** Where Sumsub's WebSDK iframe comes from (the SDK's default and a token's own base URL). */
const SUMSUB_ORIGINS = ['https://in.sumsub.com', 'https://api.sumsub.com'];

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null; // a path on the app's own origin
  }
}

function sources(first: string, urls: (string | undefined)[]): string {
  const list = new Set([first]);
  for (const url of urls) {
    const origin = originOf(url);
    if (origin) list.add(origin);
  }
  return [...list].join(' ');
}

/**
 * What the page fetches: the API, the crypto API, the authority (its discovery document) and
 * the token and revocation endpoints of `oidc.metadata`, which Cognito serves from its hosted
 * domain. Not listed: what the app only navigates to (authorization, end-session, `logoutUrl`
 * — no directive governs a top-level navigation), and the userinfo and JWKS endpoints, which
 * oidc-client-ts never fetches here (`loadUserInfo: false`; it does not check signatures).
 */
function connectSources(config: RuntimeConfig): string {
  const metadata = config.oidc.metadata;
  return sources("'self'", [
    config.apiBaseUrl,
    config.cryptoApiBaseUrl,
    config.oidc.authority,
    metadata?.token_endpoint,
    metadata?.revocation_endpoint,
  ]);
}

/** The brand's images may be absolute URLs (runtime-config.ts): their origins may be loaded. */
function imageSources(config: RuntimeConfig): string {
  const { logo, favicon } = config.brand;
  return sources("'self' data:", [logo?.light, logo?.dark, favicon]);
}

export function contentSecurityPolicy(config: RuntimeConfig): string {
  const sumsub = config.verifier === 'sumsub';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${imageSources(config)}`,
    "font-src 'self'",
    `connect-src ${connectSources(config)}`,
    `frame-src ${sumsub ? SUMSUB_ORIGINS.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Nothing in the app, React, react-router, oidc-client-ts, the Sumsub SDK or Vite's preload
    // helper writes a string to an HTML or script sink: no policy is needed, so none may be made.
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

function permissionsPolicy(config: RuntimeConfig): string {
  const verifierMay =
    config.verifier === 'sumsub' ? `(self ${SUMSUB_ORIGINS.map((o) => `"${o}"`).join(' ')})` : '()';
  return `camera=${verifierMay}, microphone=${verifierMay}, geolocation=(), payment=()`;
}

/**
 * The headers for a `config.json` as written: it is read as the app reads it, and a
 * configuration the app would refuse throws its ConfigError here too.
 */
export function securityHeaders(rawConfig: unknown): Record<string, string> {
  const config = parseRuntimeConfig(rawConfig);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy(config),
  };
}

/** The headers as nginx `add_header` lines; `always` sends them with error answers too. */
export function nginxDirectives(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`)
    .join('\n');
}

const USAGE = 'Usage: npx tsx scripts/security-headers.ts path/to/config.json [--nginx]\n';

function printHeaders(args: string[]): number {
  const nginx = args.includes('--nginx');
  const [file, ...rest] = args.filter((arg) => arg !== '--nginx');
  if (!file || rest.length > 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
    const headers = securityHeaders(raw);
    process.stdout.write(
      `${nginx ? nginxDirectives(headers) : JSON.stringify(headers, null, 2)}\n`,
    );
  } catch (error) {
    process.stderr.write(`${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  if (!(raw as { oidc?: { metadata?: unknown } }).oidc?.metadata) {
    process.stderr.write(
      'Note: no oidc.metadata, so connect-src names the authority only. If the provider serves ' +
        'its token or revocation endpoint elsewhere (Cognito: the hosted domain), list them in ' +
        'oidc.metadata (docs/deployment.md).\n',
    );
  }
  return 0;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = printHeaders(process.argv.slice(2));
}
