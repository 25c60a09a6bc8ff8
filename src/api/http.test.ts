// The HTTP client's requests: what it sends and where; and the installed client.
import { afterEach, describe, expect, it } from 'vitest';
import { client, CORE, CRYPTO, json, okSchema } from '../test/http-kit';
import { buildUrl, createHttpClient, http, installHttpClient } from './http';

describe('createHttpClient: requests', () => {
  it('sends the bearer token and Accept on a GET, without a body or Content-Type', async () => {
    const { http, calls } = client(() => json({ ok: true }));
    await expect(http.request({ path: '/client', schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(`${CORE}/client`);
    expect(call?.method).toBe('GET');
    expect(call?.headers.get('Authorization')).toBe('Bearer old-token');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.has('Content-Type')).toBe(false);
    expect(call?.body).toBeNull();
  });

  it('sends a JSON body with Content-Type: application/json', async () => {
    const { http, calls } = client(() => json({ ok: true }, 201));
    const body = { name: 'Ada', surname: 'Lovelace', amount: '10.50' };
    await http.request({ method: 'POST', path: '/client', body, schema: okSchema });
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer old-token');
    expect(JSON.parse(call?.body ?? 'null')).toEqual(body);
  });

  it('sends no Authorization header when there is no token', async () => {
    const { http, calls } = client(() => json({ ok: true }), { getAccessToken: () => null });
    await http.request({ path: '/client', schema: okSchema });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('goes to the core or the crypto base URL', async () => {
    const { http, calls } = client(() => json({ ok: true }));
    await http.request({ path: '/v1/accounts', schema: okSchema });
    await http.request({ path: '/v1/accounts', target: 'core', schema: okSchema });
    await http.request({ path: '/orders', target: 'crypto', schema: okSchema });
    await http.request({ path: 'orders', target: 'crypto', schema: okSchema });
    expect(calls.map((call) => call.url)).toEqual([
      `${CORE}/v1/accounts`,
      `${CORE}/v1/accounts`,
      `${CRYPTO}/orders`,
      `${CRYPTO}/orders`,
    ]);
  });

  it('adds query parameters and drops undefined, null and empty ones', async () => {
    const { http, calls } = client(() => json({ ok: true }));
    await http.request({
      path: '/v1/transactions',
      query: {
        accountId: 'a b&c',
        limit: 20,
        offset: 0,
        fee: false,
        status: undefined,
        from: null,
        to: '',
      },
      schema: okSchema,
    });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/v1/transactions');
    expect([...url.searchParams.entries()]).toEqual([
      ['accountId', 'a b&c'],
      ['limit', '20'],
      ['offset', '0'],
      ['fee', 'false'],
    ]);
  });

  it('buildUrl gives no "?" when every parameter is dropped', () => {
    expect(buildUrl(CORE, '/client', { a: undefined, b: null, c: '' })).toBe(`${CORE}/client`);
  });

  it('passes the abort signal to fetch', async () => {
    let seen: AbortSignal | null | undefined;
    const controller = new AbortController();
    const httpClient = createHttpClient({
      baseUrls: { core: CORE, crypto: CRYPTO },
      getAccessToken: () => 't',
      renewAccessToken: () => Promise.resolve('t2'),
      onSessionEnded: () => undefined,
      fetch: async (_input, init) => {
        seen = init?.signal;
        return json({ ok: true });
      },
    });
    await httpClient.request({ path: '/client', schema: okSchema, signal: controller.signal });
    expect(seen).toBe(controller.signal);
  });
});

describe('installHttpClient / http', () => {
  afterEach(() => installHttpClient(null));

  it('throws before a client is installed and returns the installed one after', () => {
    installHttpClient(null);
    expect(() => http()).toThrow('The HTTP client is used before it was installed');
    const installed = client(() => json({ ok: true })).http;
    installHttpClient(installed);
    expect(http()).toBe(installed);
  });
});
