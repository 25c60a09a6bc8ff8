/**
 * The HTTP security headers the built app is served with, derived from the runtime
 * configuration as the app itself reads it (parseRuntimeConfig, defaults included): the CSP
 * lets the page fetch from exactly the origins that configuration makes it call.
 *
 * `npx tsx scripts/security-headers.ts path/to/config.json` prints them as one JSON object;
 * with `--nginx`, as nginx `add_header` lines (docs/deployment.md). With `--discover`, it first
 * reads the provider's discovery document and writes its endpoints into the file's
 * `oidc.metadata`. Without `oidc.metadata` it prints no headers and exits 1: the CSP could not
 * name the provider's token endpoint, and every sign-in would fail under it (issue 36 §1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  ConfigError,
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

/** The fields of a discovery document that `oidc.metadata` takes (runtime-config.ts). */
const METADATA_FIELDS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'end_session_endpoint',
  'revocation_endpoint',
  'userinfo_endpoint',
  'jwks_uri',
] as const;

/** Without these the app cannot sign in at all. */
const REQUIRED_FIELDS = ['issuer', 'authorization_endpoint', 'token_endpoint'] as const;

type Metadata = Partial<Record<(typeof METADATA_FIELDS)[number], string>>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const wellKnown = (authority: string) => `${trimSlash(authority)}/.well-known/openid-configuration`;

/**
 * The `oidc.metadata` of a provider's discovery document: the endpoints it names of those
 * config.json takes. Throws when the document is of another issuer than `authority` (the app
 * would refuse its ID tokens) or lacks an endpoint a sign-in needs.
 */
export function discoveredMetadata(discovery: unknown, authority: string): Metadata {
  if (typeof discovery !== 'object' || discovery === null || Array.isArray(discovery)) {
    throw new Error('the discovery document is not a JSON object');
  }
  const document = discovery as Record<string, unknown>;
  const metadata: Metadata = {};
  for (const field of METADATA_FIELDS) {
    const value = document[field];
    if (typeof value === 'string' && value.length > 0) metadata[field] = value;
  }
  for (const field of REQUIRED_FIELDS) {
    if (!metadata[field]) throw new Error(`the discovery document names no ${field}`);
  }
  if (trimSlash(metadata.issuer ?? '') !== trimSlash(authority)) {
    throw new Error(
      `the discovery document's issuer is ${metadata.issuer}, not oidc.authority (${authority})`,
    );
  }
  return metadata;
}

/** Reads `<authority>/.well-known/openid-configuration` and keeps its `oidc.metadata`. */
export async function readDiscovery(authority: string): Promise<Metadata> {
  const url = wellKnown(authority);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    throw new Error(`${url} could not be read: ${reason}`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let discovery: unknown;
  try {
    discovery = await response.json();
  } catch {
    throw new Error(`${url}: the discovery document is not a JSON object`);
  }
  return discoveredMetadata(discovery, authority);
}

type RawConfig = Record<string, unknown> & { oidc?: Record<string, unknown> };

/**
 * The configuration with `metadata` written over its `oidc.metadata`: an endpoint the
 * deployment added and the provider does not name (Cognito's revocation endpoint) is kept.
 */
export function withMetadata(raw: RawConfig, metadata: Metadata): RawConfig {
  const oidc = raw.oidc ?? {};
  const before = typeof oidc['metadata'] === 'object' ? oidc['metadata'] : {};
  return { ...raw, oidc: { ...oidc, metadata: { ...before, ...metadata } } };
}

/**
 * Why headers cannot be given for this configuration, or undefined: without `oidc.metadata`
 * the provider's token endpoint is known only at run time, so the CSP cannot name it, and a
 * provider that serves it from another origin (Cognito) has every sign-in refused.
 */
export function missingMetadata(raw: unknown, file: string): string | undefined {
  if ((raw as RawConfig | null)?.oidc?.['metadata']) return undefined;
  return [
    `${file}: oidc.metadata is missing, so the Content-Security-Policy cannot name the provider's`,
    'token and revocation endpoints, and sign-in fails where they are not on the authority',
    '(Cognito). Read them from the provider and write them into the file:',
    `  npx tsx scripts/security-headers.ts ${file} --discover`,
    'or add oidc.metadata with issuer, authorization_endpoint, token_endpoint,',
    'revocation_endpoint and end_session_endpoint (or oidc.logoutUrl) yourself',
    '(docs/deployment.md).',
  ].join('\n');
}

const USAGE =
  'Usage: npx tsx scripts/security-headers.ts path/to/config.json [--discover] [--nginx]\n';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `--discover`: writes the provider's endpoints into the file; undefined when it could not. */
async function discoverInto(file: string, raw: RawConfig): Promise<RawConfig | undefined> {
  const authority = raw.oidc?.['authority'];
  if (typeof authority !== 'string') {
    process.stderr.write(`${file}: oidc.authority is missing: it says where to discover\n`);
    return undefined;
  }
  let metadata: Metadata;
  try {
    metadata = await readDiscovery(authority);
  } catch (error) {
    process.stderr.write(`${file}: nothing written: ${message(error)}\n`);
    return undefined;
  }
  const updated = withMetadata(raw, metadata);
  writeFileSync(file, `${JSON.stringify(updated, null, 2)}\n`);
  process.stderr.write(
    `Wrote oidc.metadata into ${file} (${Object.keys(metadata).join(', ')}), from ${wellKnown(authority)}\n`,
  );
  return updated;
}

async function printHeaders(args: string[]): Promise<number> {
  const options = new Set(['--nginx', '--discover']);
  const nginx = args.includes('--nginx');
  const [file, ...rest] = args.filter((arg) => !options.has(arg));
  if (!file || rest.length > 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  let raw: RawConfig;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as RawConfig;
  } catch (error) {
    process.stderr.write(`${file}: ${message(error)}\n`);
    return 1;
  }
  if (args.includes('--discover')) {
    const updated = await discoverInto(file, raw);
    if (!updated) return 1;
    raw = updated;
  }
  let headers: Record<string, string> | undefined;
  try {
    headers = securityHeaders(raw);
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems.join('\n  ') : message(error);
    process.stderr.write(`${file}: the app would refuse this configuration:\n  ${problems}\n`);
  }
  const missing = missingMetadata(raw, file);
  if (missing) process.stderr.write(`${missing}\n`);
  if (!headers || missing) return 1;
  process.stdout.write(`${nginx ? nginxDirectives(headers) : JSON.stringify(headers, null, 2)}\n`);
  return 0;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  void printHeaders(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
