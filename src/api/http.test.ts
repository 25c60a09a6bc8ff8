import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { en } from '../lib/i18n/messages-en';
import { singleFlight } from '../utils/single-flight';
import { anyObjectResponseSchema } from './shared/fields';
import {
  ApiError,
  describeError,
  isRetryableError,
  NetworkError,
  ResponseShapeError,
  UnauthorizedError,
} from './errors';
import { buildUrl, createHttpClient, http, installHttpClient, type HttpClientDeps } from './http';
import { createQueryClient } from './query-client';

const CORE = 'https://core.bank.test';
const CRYPTO = 'https://core.bank.test/crypto-exchange';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  token: string | null;
}

type Answer = (call: Call) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake `fetch` that records every call and answers with `answer`. */
function fakeFetch(answer: Answer) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const authorization = headers.get('Authorization');
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
      token: authorization?.replace(/^Bearer /, '') ?? null,
    };
    calls.push(call);
    return answer(call);
  };
  return { fetch, calls };
}

/** Answers 401 to every token except `valid`, and `body` to that one. */
function acceptsOnly(valid: string, body: unknown = { ok: true }): Answer {
  return (call) => (call.token === valid ? json(body) : json({ message: 'Unauthorized' }, 401));
}

function client(answer: Answer, deps: Partial<HttpClientDeps> = {}) {
  const { fetch, calls } = fakeFetch(answer);
  const onSessionEnded = vi.fn<() => void>();
  const renewAccessToken = vi.fn<() => Promise<string>>(() => Promise.resolve('new-token'));
  const httpClient = createHttpClient({
    baseUrls: { core: CORE, crypto: CRYPTO },
    getAccessToken: () => 'old-token',
    renewAccessToken,
    onSessionEnded,
    fetch,
    ...deps,
  });
  return { http: httpClient, calls, onSessionEnded, renewAccessToken };
}

const okSchema = z.object({ ok: z.boolean() });
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

describe('createHttpClient: 401, renewal and one retry', () => {
  it('renews once on a 401 and retries once with the new token', async () => {
    let token = 'old-token';
    const renewAccessToken = vi.fn(async () => {
      token = 'new-token';
      return token;
    });
    const { http, calls, onSessionEnded } = client(acceptsOnly('new-token', { ok: true }), {
      getAccessToken: () => token,
      renewAccessToken,
    });
    await expect(
      http.request({ method: 'POST', path: '/client', body: { a: 1 }, schema: okSchema }),
    ).resolves.toEqual({ ok: true });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.token)).toEqual(['old-token', 'new-token']);
    // The retry is the same request: same method, URL and body.
    expect(calls[1]?.method).toBe('POST');
    expect(calls[1]?.url).toBe(calls[0]?.url);
    expect(calls[1]?.body).toBe(calls[0]?.body);
    expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('uses the token renewal resolves to, even when getAccessToken still gives the old one', async () => {
    const { http, calls, renewAccessToken } = client(acceptsOnly('new-token'));
    await expect(http.request({ path: '/client', schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.token)).toEqual(['old-token', 'new-token']);
  });

  it('five concurrent 401s: one single-flight renewal, each request retried exactly once', async () => {
    let token = 'old-token';
    let renewals = 0;
    // As the app wires it: the auth client's renew is wrapped in singleFlight.
    const renewAccessToken = singleFlight(async () => {
      renewals += 1;
      await tick();
      token = `new-token-${renewals}`;
      return token;
    });
    const { http, calls, onSessionEnded } = client(acceptsOnly('new-token-1'), {
      getAccessToken: () => token,
      renewAccessToken,
    });

    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => http.request({ path: `/r/${i}`, schema: okSchema })),
    );

    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(renewals).toBe(1);
    expect(calls).toHaveLength(10);
    for (const i of [0, 1, 2, 3, 4]) {
      const tokens = calls.filter((call) => call.url === `${CORE}/r/${i}`).map((c) => c.token);
      expect(tokens).toEqual(['old-token', 'new-token-1']);
    }
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('five concurrent requests whose 401s arrive after a renewal reuse the new token without renewing again', async () => {
    let token = 'old-token';
    const renewAccessToken = vi.fn(async () => {
      await tick();
      token = 'new-token';
      return token;
    });
    const { http, calls } = client(
      async (call) => {
        if (call.token === 'new-token') return json({ ok: true });
        // The first 401 comes at once, the others after the renewal has finished.
        const index = Number(call.url.slice(-1));
        await sleep(index * 15);
        return json({ message: 'Unauthorized' }, 401);
      },
      { getAccessToken: () => token, renewAccessToken },
    );

    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => http.request({ path: `/r/${i}`, schema: okSchema })),
    );

    expect(results).toHaveLength(5);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(10);
    expect(calls.filter((call) => call.token === 'new-token')).toHaveLength(5);
  });

  it('a 401 after the retry ends the session with an UnauthorizedError', async () => {
    const { http, calls, onSessionEnded, renewAccessToken } = client(() =>
      json({ message: 'Unauthorized' }, 401),
    );
    const error = await http.request({ path: '/client', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({ message: 'Unauthorized' });
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a failed renewal ends the session with an UnauthorizedError and no retry', async () => {
    const renewAccessToken = vi.fn(() => Promise.reject(new Error('invalid_grant')));
    const { http, calls, onSessionEnded } = client(acceptsOnly('new-token'), {
      renewAccessToken,
    });
    const error = await http.request({ path: '/client', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as ApiError).status).toBe(401);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not renew for other error statuses (403)', async () => {
    const { http, calls, renewAccessToken, onSessionEnded } = client(() =>
      json({ message: 'Sender has no access to this account' }, 403),
    );
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({
      status: 403,
      apiMessage: 'Sender has no access to this account',
    });
    expect(renewAccessToken).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});

describe('createHttpClient: errors', () => {
  it.each([
    [400, 'Account balance is not enough'],
    [403, 'Sender has no contract'],
    [404, 'Client not found'],
    [500, 'Internal server error'],
    [503, 'Service unavailable'],
  ])('a %i with {message} → ApiError with status and apiMessage', async (status, message) => {
    const { http } = client(() => json({ message }, status));
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status, apiMessage: message, body: { message } });
    expect((error as Error).message).toBe(message);
  });

  it('a non-JSON error body → ApiError with apiMessage null', async () => {
    const { http } = client(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      apiMessage: null,
      body: '<html>Bad gateway</html>',
    });
    expect((error as Error).message).toBe('The server answered with status 502');
  });

  it('an empty error body or a blank/non-string message → apiMessage null', async () => {
    const answers = [
      new Response(null, { status: 500 }),
      json({ message: '   ' }, 400),
      json({ message: 42 }, 400),
      json({ error: 'x' }, 400),
    ];
    const { http } = client(() => answers.shift() ?? json({}, 500));
    for (const status of [500, 400, 400, 400]) {
      await expect(http.request({ path: '/x', schema: okSchema })).rejects.toMatchObject({
        status,
        apiMessage: null,
      });
    }
  });

  it('fetch rejecting with a TypeError → NetworkError carrying the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const { http } = client(() => Promise.reject(cause));
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).cause).toBe(cause);
  });

  it('an AbortError passes through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { http } = client(() => Promise.reject(abort));
    const error = await http.request({ path: '/x', schema: okSchema }).catch((e) => e);
    expect(error).toBe(abort);
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  /** A fetch that never answers and rejects, as fetch does, with the signal's reason. */
  function abortable(controller: AbortController): Answer {
    return () =>
      new Promise<Response>((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
      });
  }

  it('an aborted signal rejects with the signal’s AbortError, not a NetworkError', async () => {
    const controller = new AbortController();
    const { http } = client(abortable(controller));
    const pending = http
      .request({ path: '/x', schema: okSchema, signal: controller.signal })
      .catch((e) => e);
    controller.abort();
    const error = await pending;
    expect(error).toBe(controller.signal.reason);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('abort(reason) rejects with that reason, not a NetworkError', async () => {
    const controller = new AbortController();
    const reason = new Error('The user left the page');
    const { http } = client(abortable(controller));
    const pending = http
      .request({ path: '/x', schema: okSchema, signal: controller.signal })
      .catch((e) => e);
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });

  it('a 200 whose body does not match the schema → ResponseShapeError', async () => {
    const { http } = client(() => json({ id: 42 }));
    const schema = z.object({ id: z.string() });
    const error = await http.request({ path: '/client', schema }).catch((e) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as ResponseShapeError).issues[0]?.path).toEqual(['id']);
    expect((error as Error).message).toMatch(/^Unexpected response from GET \/client at id: /);
  });

  it('a 200 with a non-JSON body → ResponseShapeError', async () => {
    const { http } = client(() => new Response('OK', { status: 200 }));
    await expect(http.request({ path: '/client', schema: okSchema })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('an empty 204 body is parsed as undefined by a schema that accepts it', async () => {
    const { http } = client(() => new Response(null, { status: 204 }));
    await expect(
      http.request({ method: 'POST', path: '/x', body: {}, schema: anyObjectResponseSchema }),
    ).resolves.toBeUndefined();
    await expect(http.request({ path: '/x', schema: z.undefined() })).resolves.toBeUndefined();
    // A schema that needs a body reports the empty answer as a shape error.
    await expect(http.request({ path: '/x', schema: okSchema })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
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

describe('isRetryableError', () => {
  it.each([
    ['NetworkError', new NetworkError(new TypeError('Failed to fetch')), true],
    ['500', new ApiError(500, null, undefined), true],
    ['502', new ApiError(502, null, undefined), true],
    ['503', new ApiError(503, 'Service unavailable', undefined), true],
    ['400', new ApiError(400, 'Invalid payload', undefined), false],
    ['403', new ApiError(403, null, undefined), false],
    ['404', new ApiError(404, 'Client not found', undefined), false],
    ['401 (UnauthorizedError)', new UnauthorizedError(), false],
    ['ResponseShapeError', new ResponseShapeError('GET /x', []), false],
    ['a plain Error', new Error('boom'), false],
    ['an AbortError', new DOMException('aborted', 'AbortError'), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});

describe('createQueryClient', () => {
  it('the default query retry function retries network errors and 5xx, never 4xx, at most 3 times', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('expected a retry function');
    const e503 = new ApiError(503, null, undefined);
    expect(retry(0, e503)).toBe(true);
    expect(retry(2, e503)).toBe(true);
    expect(retry(3, e503)).toBe(false);
    expect(retry(0, new NetworkError(null))).toBe(true);
    expect(retry(0, new ApiError(400, null, undefined))).toBe(false);
    expect(retry(0, new ApiError(404, null, undefined))).toBe(false);
    expect(retry(0, new UnauthorizedError())).toBe(false);
    expect(retry(0, new ResponseShapeError('GET /x', []))).toBe(false);
  });

  it('backs off exponentially up to 15 s', () => {
    const retryDelay = createQueryClient().getDefaultOptions().queries?.retryDelay;
    if (typeof retryDelay !== 'function') throw new Error('expected a retryDelay function');
    const error = new ApiError(503, null, undefined);
    expect([0, 1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, error))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
  });

  it('mutations are never retried', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  async function attemptsUntilSettled(error: Error): Promise<number> {
    const queryClient = createQueryClient();
    let attempts = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['attempts', error.message],
      queryFn: () => {
        attempts += 1;
        return Promise.reject(error);
      },
      retryDelay: 0,
    });
    await new Promise<void>((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.isError) {
          unsubscribe();
          resolve();
        }
      });
    });
    queryClient.clear();
    return attempts;
  }

  it('a query failing with 503 is tried 4 times; with 400 or 404 once', async () => {
    expect(await attemptsUntilSettled(new ApiError(503, 'a', undefined))).toBe(4);
    expect(await attemptsUntilSettled(new ApiError(400, 'b', undefined))).toBe(1);
    expect(await attemptsUntilSettled(new ApiError(404, 'c', undefined))).toBe(1);
  });
});

describe('describeError', () => {
  it.each([
    [
      'UnauthorizedError',
      new UnauthorizedError({ message: 'Unauthorized' }),
      'error.unauthorized',
      null,
    ],
    ['NetworkError', new NetworkError(new TypeError('x')), 'error.network', null],
    ['ResponseShapeError', new ResponseShapeError('GET /x', []), 'error.shape', null],
    // A server error's text is never passed on: the app says what happened in its own words.
    ['500', new ApiError(500, 'Internal server error', {}), 'error.server', null],
    ['503 without message', new ApiError(503, null, ''), 'error.server', null],
    [
      '403',
      new ApiError(403, 'Sender has no contract', {}),
      'error.forbidden',
      'Sender has no contract',
    ],
    ['404', new ApiError(404, 'Client not found', {}), 'error.notFound', 'Client not found'],
    ['400', new ApiError(400, 'Invalid payload', {}), 'error.badRequest', 'Invalid payload'],
    ['409', new ApiError(409, null, {}), 'error.badRequest', null],
    ['a plain Error', new Error('boom'), 'error.unexpected', null],
    ['a string', 'boom', 'error.unexpected', null],
  ] as const)('%s → %s', (_name, error, key, apiMessage) => {
    const described = describeError(error);
    expect(described).toEqual({ key, apiMessage });
    expect(en[described.key as keyof typeof en]).toEqual(expect.any(String));
  });
});
