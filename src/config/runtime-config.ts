import * as z from 'zod/mini';

/**
 * Runtime configuration: one build runs against any environment. The app
 * fetches `/config.json` at start and checks it here before anything else runs.
 * zod/mini keeps this check small: it sits on the sign-in path.
 */
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const runtimeConfigInputSchema = z.object({
  apiBaseUrl: httpUrl,
  cryptoApiBaseUrl: z.optional(httpUrl),
  oidc: z.object({
    authority: httpUrl,
    clientId: z.string().check(z.minLength(1)),
    scope: z._default(z.string().check(z.minLength(1)), 'openid profile email'),
    /** Cognito-style hosted logout; when absent the standard end-session endpoint is used. */
    logoutUrl: z.optional(httpUrl),
  }),
  /** Seconds without user activity before the session ends (PSD2: 5 minutes). */
  idleTimeoutSeconds: z._default(z.int().check(z.minimum(30), z.maximum(3600)), 300),
  verifier: z._default(z.enum(['sumsub', 'mock']), 'sumsub'),
  defaultLocale: z._default(z.string().check(z.minLength(2)), 'en'),
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
    }),
    { phoneUpdate: false, legacyContractAccept: false, companyRecord: false },
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

/** Validates raw JSON; throws a readable error listing every problem. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
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

/** Fetches and validates `/config.json`. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
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
  return parseRuntimeConfig(json);
}
