// What the sign-in asks for with the token (issue 37 §1) is exactly what the landing screen's
// own queries then read: an address that differed would be asked twice, once for nothing.
import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { accountQueries } from '../api/accounts/queries';
import { clientQueries } from '../api/client/queries';
import { companyQueries } from '../api/companies/queries';
import { cryptoQueries } from '../api/crypto/queries';
import { createHttpClient, installHttpClient } from '../api/http';
import { parseRuntimeConfig } from '../config/runtime-config';
import { latestActivityQuery } from '../features/home/home-reads';
import { testConfig } from '../test/test-config';
import { askEarly, firstReadsOf } from './first-reads';
import { forgetEarlyAnswers } from '../api/early-answers';

/** The addresses `queries` ask for, each read once through the app's own HTTP client. */
async function addressesOf(queries: readonly FetchQueryOptions[]): Promise<string[]> {
  const asked: string[] = [];
  installHttpClient(
    createHttpClient({
      baseUrls: { core: testConfig.apiBaseUrl, crypto: testConfig.cryptoApiBaseUrl },
      getAccessToken: () => 'token',
      renewAccessToken: () => Promise.reject(new Error('no renewal here')),
      onSessionEnded: () => undefined,
      fetch: (input) => {
        asked.push(String(input));
        return Promise.resolve(new Response('{}', { status: 503 }));
      },
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const query of queries) await queryClient.fetchQuery(query).catch(() => undefined);
  return asked;
}

/** Every screen's first reads: the profile, the companies, whether the exchange answers. */
const shell = () => [clientQueries.profile(), companyQueries.list(), cryptoQueries.info()];

afterEach(() => {
  installHttpClient(null);
  forgetEarlyAnswers();
});

describe('the first reads asked with the token', () => {
  it('are home’s own: the shell’s, both account lists and the latest activity', async () => {
    const home = await addressesOf([
      ...shell(),
      accountQueries.list(),
      accountQueries.legacyList(),
      latestActivityQuery(undefined),
    ] as FetchQueryOptions[]);
    expect(firstReadsOf(testConfig, '/').sort()).toEqual(home.sort());
  });

  it('are the accounts overview’s own', async () => {
    const overview = await addressesOf([
      ...shell(),
      accountQueries.list(),
      accountQueries.legacyList(),
    ] as FetchQueryOptions[]);
    expect(firstReadsOf(testConfig, '/accounts').sort()).toEqual(overview.sort());
  });

  it('are only the shell’s for another screen, or one whose address has a query', async () => {
    const shellReads = await addressesOf(shell() as FetchQueryOptions[]);
    expect(firstReadsOf(testConfig, '/profile').sort()).toEqual(shellReads.sort());
    expect(firstReadsOf(testConfig, '/accounts?companyId=c-1').sort()).toEqual(shellReads.sort());
  });

  it('are asked for as the HTTP client asks: JSON, with the bearer token', () => {
    const asked: { url: string; headers: Headers }[] = [];
    askEarly('https://bank.test/client', 'the-token', (input, init) => {
      asked.push({ url: String(input), headers: new Headers(init?.headers) });
      return Promise.resolve(new Response('{}'));
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe('https://bank.test/client');
    expect(asked[0]?.headers.get('Authorization')).toBe('Bearer the-token');
    expect(asked[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('leave the exchange alone where the tenant does not offer it', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://bank.test',
      oidc: { authority: 'https://idp.test', clientId: 'web-banking' },
      features: { crypto: false },
    });
    const reads = firstReadsOf(config, '/');
    expect(reads.some((url) => url.startsWith(config.cryptoApiBaseUrl))).toBe(false);
    expect(reads).toContain('https://bank.test/client');
  });
});
