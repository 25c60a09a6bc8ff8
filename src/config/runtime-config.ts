import * as z from 'zod/mini';

/**
 * Runtime configuration: one build runs against any environment. The app
 * fetches `/config.json` at start and checks it here before anything else runs.
 * zod/mini keeps this check small: it sits on the sign-in path.
 */
const HTTPS_ONLY =
  'must be an https:// address (plain http:// only to localhost, 127.x.x.x or [::1], from a page served there)';
const SAME_SITE = 'must be a path on this site (one leading /) or an https:// address';

// Assumption A-300 (docs/assumptions.md): localhost, 127.0.0.0/8 and [::1] only.
/** Hosts that never leave this computer: the mock environment and the tests use them. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

function parsed(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * Whether the page is served from this computer (set by each parseRuntimeConfig): only then
 * may it talk plain http:// to this computer. A page on a real host never may (issue 36 §1).
 */
let pageOnThisComputer = true;

/** An absolute address that tokens may travel to: https, or http on this computer. */
function isSecureUrl(value: string): boolean {
  const url = parsed(value);
  if (!url) return false;
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && pageOnThisComputer && isLoopback(url.hostname))
  );
}

/**
 * A path on the app's own site, judged as the browser will resolve it (`/\\host`, `//host` and
 * a tab or newline inside them lead elsewhere): any origin serves, the path must keep it.
 */
function isSameSitePath(value: string): boolean {
  // Assumption A-301 (docs/assumptions.md): judged by the origin it resolves to, not a pattern.
  const here = 'https://app.invalid';
  return value.startsWith('/') && parsed(value, here)?.origin === here;
}

const secureUrl = z.string().check(z.refine(isSecureUrl, HTTPS_ONLY));

/** Starts with a scheme ("https:", "javascript:"): an address, not a path. */
const hasScheme = (value: unknown) => /^[a-z][a-z\d+.-]*:/i.test(String(value));

/** A logo, a favicon, a terms document: a path on this site or a secure address. */
const pathOrSecureUrl = z.string().check(
  z.refine((value) => (hasScheme(value) ? isSecureUrl(value) : isSameSitePath(value)), {
    error: (issue) => (hasScheme(issue.input) ? HTTPS_ONLY : SAME_SITE),
  }),
);
/** A CSS colour as six hex digits ("#0b4f9c"); checked for contrast at start (src/lib/theme). */
const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b4f9c'));

/** The tenant's brand (white label): read at start, no rebuild. */
const brandSchema = z.object({
  name: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'Mock Bank'),
  /** Logo for the light and the dark colour scheme (the dark one falls back to the light). */
  logo: z.optional(z.object({ light: pathOrSecureUrl, dark: z.optional(pathOrSecureUrl) })),
  favicon: z.optional(pathOrSecureUrl),
  /** Links, buttons, the current navigation item. */
  primaryColor: z._default(hexColour, '#0b4f9c'),
  /** Highlights (the money figure's accent, the active tab's marker). */
  accentColor: z._default(hexColour, '#0f766e'),
  /** Colours for the dark scheme; derived from the light ones when absent. */
  dark: z.optional(
    z.object({ primaryColor: z.optional(hexColour), accentColor: z.optional(hexColour) }),
  ),
});

/** How a customer reaches a person at the bank. */
const supportSchema = z.object({
  email: z.optional(z.email()),
  /** E.164, shown in the locale's format. */
  phone: z.optional(z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, 'must be E.164 (+4420…)'))),
  /** Opening hours in words, per language ("en", "de"); the first one when the language has none. */
  hours: z.optional(z.record(z.string(), z.string())),
});

const runtimeConfigInputSchema = z.object({
  apiBaseUrl: secureUrl,
  cryptoApiBaseUrl: z.optional(secureUrl),
  oidc: z
    .object({
      authority: secureUrl,
      clientId: z.string().check(z.minLength(1)),
      scope: z._default(z.string().check(z.minLength(1)), 'openid profile email'),
      /** Cognito-style hosted logout; when absent the standard end-session endpoint is used. */
      logoutUrl: z.optional(secureUrl),
      /**
       * The provider's discovery document (its field names), when the deployment knows it: a new
       * page then leaves for sign-in without reading it first, one round trip less.
       * Absent: it is read from {authority}/.well-known/openid-configuration.
       */
      metadata: z.optional(
        z.object({
          issuer: secureUrl,
          authorization_endpoint: secureUrl,
          token_endpoint: secureUrl,
          end_session_endpoint: z.optional(secureUrl),
          revocation_endpoint: z.optional(secureUrl),
          userinfo_endpoint: z.optional(secureUrl),
          jwks_uri: z.optional(secureUrl),
        }),
      ),
    })
    .check(
      // With the provider's endpoints given, sign-out must be able to end its session and revoke
      // the refresh token (issue 36 §1). Without them both come from discovery at run time, and
      // scripts/security-headers.ts gives no headers for such a configuration.
      z.refine(({ metadata: m, logoutUrl }) => !m || !!(m.end_session_endpoint || logoutUrl), {
        path: ['logoutUrl'],
        error:
          "required without oidc.metadata.end_session_endpoint: sign-out ends the provider's session there",
      }),
      z.refine(({ metadata: m }) => !m || !!m.revocation_endpoint, {
        path: ['metadata', 'revocation_endpoint'],
        error: 'required: sign-out revokes the refresh token there',
      }),
    ),
  /** Seconds without user activity before the session ends (PSD2 RTS: at most 5 minutes). */
  idleTimeoutSeconds: z._default(
    z.int().check(z.minimum(30), z.maximum(300, 'must be at most 300 (PSD2: five minutes)')),
    300,
  ),
  /**
   * Origins besides the API's own where the bank's statement document may be linked (a
   * documents host of the bank's): https addresses, each read as its origin.
   */
  statementDocumentOrigins: z._default(z.array(secureUrl), []),
  verifier: z._default(z.enum(['sumsub', 'mock']), 'sumsub'),
  defaultLocale: z._default(z.string().check(z.minLength(2)), 'en'),
  /** The locales a customer may choose (BCP 47, "en-GB", "de-DE"); the first matching the browser wins. */
  locales: z._default(z.array(z.string().check(z.minLength(2))).check(z.minLength(1)), ['en-GB']),
  brand: z._default(brandSchema, {
    name: 'Mock Bank',
    primaryColor: '#0b4f9c',
    accentColor: '#0f766e',
  }),
  support: z._default(supportSchema, {}),
  legal: z._default(
    z.object({
      /** The terms document of a contract: `{contractId}` is replaced by the contract's id. */
      termsUrl: z.optional(pathOrSecureUrl),
    }),
    {},
  ),
  /** Age a person must have reached to open a client profile. */
  minimumAge: z._default(z.int().check(z.minimum(14), z.maximum(25)), 18),
  features: z._default(
    z.object({
      /** PATCH /client is marked "in development" in the spec. */
      phoneUpdate: z._default(z.boolean(), false),
      /** Use the legacy PATCH /client/contract instead of POST /v2/clients/contract-accept. */
      legacyContractAccept: z._default(z.boolean(), false),
      /** GET /companies/{companyId} is marked "in development" in the spec: never called when off. */
      companyRecord: z._default(z.boolean(), false),
      /**
       * The crypto area (market, orders, wallets): on unless the tenant turns it off. While on,
       * it opens whenever the exchange answers GET /crypto-exchange/info.
       */
      crypto: z._default(z.boolean(), true),
      /**
       * Also name the paying and receiving accounts (`accountIdFrom`/`accountIdTo`) in a crypto
       * order's body, which the public reference's body does not carry: off by default.
       */
      cryptoOrderAccounts: z._default(z.boolean(), false),
      /**
       * The bank's GET /v1/transactions takes `companyId` (not in the spec; A-355): a
       * company's history is then read in one go instead of account by account. Off by default.
       */
      transactionsCompanyId: z._default(z.boolean(), false),
    }),
    {
      phoneUpdate: false,
      legacyContractAccept: false,
      companyRecord: false,
      crypto: true,
      cryptoOrderAccounts: false,
      transactionsCompanyId: false,
    },
  ),
});

export type RuntimeConfigInput = z.input<typeof runtimeConfigInputSchema>;

export interface RuntimeConfig extends Omit<
  z.output<typeof runtimeConfigInputSchema>,
  'cryptoApiBaseUrl'
> {
  cryptoApiBaseUrl: string;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Validates raw JSON; throws a readable error listing every problem. `pageHostname` is the
 * host the app's page is served from: plain http:// (to this computer) only while that is
 * this computer too. Without it (the scripts that read config.json), such addresses pass:
 * where the page will be served is not known there, and the app checks again at start.
 */
export function parseRuntimeConfig(raw: unknown, pageHostname?: string): RuntimeConfig {
  pageOnThisComputer = pageHostname === undefined || isLoopback(pageHostname);
  const result = z.safeParse(runtimeConfigInputSchema, raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(problems);
  }
  const value = result.data;
  const apiBaseUrl = trimSlash(value.apiBaseUrl);
  return {
    ...value,
    apiBaseUrl,
    cryptoApiBaseUrl: trimSlash(value.cryptoApiBaseUrl ?? `${apiBaseUrl}/crypto-exchange`),
    oidc: { ...value.oidc, authority: trimSlash(value.oidc.authority) },
  };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Fetches and validates `/config.json`, as the page on `pageHostname` will use it. */
export async function loadRuntimeConfig(
  url = '/config.json',
  pageHostname = window.location.hostname,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new ConfigError([`${url} could not be fetched`]);
  }
  if (!response.ok) throw new ConfigError([`${url} answered ${response.status}`]);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ConfigError([`${url} is not valid JSON`]);
  }
  return parseRuntimeConfig(json, pageHostname);
}
