import { EARLY_ANSWER_FRESH_MS, earlyAnswers, forgetEarlyAnswer } from '../api/early-answers';
import { buildUrl, type ApiTarget } from '../api/http';
import type { RuntimeConfig } from '../config/runtime-config';
import { paths } from '../config/routes';
import type { AuthClient } from '../lib/auth/auth-client';

/** One GET as the app's request functions (src/api/…/requests.ts) send it. */
interface Read {
  target: ApiTarget;
  path: string;
  query?: Record<string, string>;
}

/**
 * What every signed-in screen reads at once: the profile (the shell's standing and the
 * customer's name), the companies (the party switcher) and, while the tenant offers it, whether
 * the exchange answers (the crypto area in the navigation).
 */
const shellReads = (config: RuntimeConfig): Read[] => [
  { target: 'core', path: '/client' },
  { target: 'core', path: '/v2/companies' },
  ...(config.features.crypto ? [{ target: 'crypto' as const, path: '/info' }] : []),
];

/** The user's own accounts, as the accounts overview and home read them. */
const OWN_ACCOUNTS: Read[] = [
  { target: 'core', path: '/v1/accounts' },
  { target: 'core', path: '/account' },
];

/**
 * Home's latest activity over every account: the newest transactions, as many as it shows
 * (LATEST_ACTIVITY_LIMIT in src/features/home/home-reads.ts; first-reads.test.ts holds the two
 * together without this file loading home's code).
 */
const LATEST_ACTIVITY: Read = {
  target: 'core',
  path: '/v1/transactions',
  query: { sortOrder: 'descending', limit: '5' },
};

/** The screens a customer most often lands on, and what each reads for the user themselves. */
const SCREEN_READS: Readonly<Record<string, Read[]>> = {
  [paths.home]: [...OWN_ACCOUNTS, LATEST_ACTIVITY],
  [paths.accounts]: OWN_ACCOUNTS,
};

/**
 * The addresses the screen at `returnPath` reads first. A screen with a query (a company's, a
 * filtered one) gets only the shell's: what it reads depends on more than its path.
 */
export function firstReadsOf(config: RuntimeConfig, returnPath: string): string[] {
  const url = new URL(returnPath, 'https://app.invalid');
  const screen = url.search === '' ? (SCREEN_READS[url.pathname] ?? []) : [];
  const bases: Record<ApiTarget, string> = {
    core: config.apiBaseUrl,
    crypto: config.cryptoApiBaseUrl,
  };
  return [...shellReads(config), ...screen].map((read) =>
    buildUrl(bases[read.target], read.path, read.query),
  );
}

/** Keeps `answer`, asked for `url` with `token` just now, for the screen's read while fresh. */
export function keepEarlyAnswer(url: string, token: string, answer: Promise<Response>): void {
  earlyAnswers.set(url, { token, answer });
  setTimeout(() => forgetEarlyAnswer(url, answer), EARLY_ANSWER_FRESH_MS);
}

/**
 * Asks for `url` now, as the HTTP client would (JSON, the bearer token), and keeps the answer
 * for the screen's read. A failure is kept too: the read then asks again itself.
 */
export function askEarly(
  url: string,
  token: string,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): void {
  const answer = doFetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  // Never an unhandled rejection: the screen's read handles it, or nobody takes it.
  answer.catch(() => undefined);
  keepEarlyAnswer(url, token, answer);
}

/**
 * On the sign-in callback: asks for the first screen's data the moment the token has arrived
 * (issue 37 §1), beside the app's code rather than after it, two or three round trips sooner
 * on a phone; the screen's reads then take these answers (early-answers.ts). Nothing is asked
 * when the sign-in fails: the callback screen says why.
 */
export async function askWithTheToken(
  auth: Promise<AuthClient | undefined>,
  configuration: Promise<RuntimeConfig>,
): Promise<void> {
  try {
    const client = await auth;
    if (!client) return;
    const returnPath = await client.completeSignIn(window.location.href);
    const token = client.getAccessToken();
    if (!token) return;
    const config = await configuration;
    for (const url of firstReadsOf(config, returnPath)) askEarly(url, token);
  } catch {
    // The callback screen shows the failure.
  }
}
