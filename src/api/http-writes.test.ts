// Requests that change data (a transfer): sent once, never retried but for the one renewal
// after a 401, and a failure after sending surfaces as an error that says the outcome is open.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NetworkError, RequestTimeoutError } from './errors';
import { createHttpClient, WRITE_TIMEOUT_MS } from './http';

const okSchema = z.object({ ok: z.literal(true) });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client whose fetch is `answer`; `calls` counts what reached it. */
function client(answer: (init: RequestInit | undefined) => Promise<Response>) {
  const calls: (RequestInit | undefined)[] = [];
  const http = createHttpClient({
    baseUrls: { core: 'https://core.bank.test', crypto: 'https://core.bank.test/crypto' },
    getAccessToken: () => 't',
    renewAccessToken: () => Promise.resolve('t2'),
    onSessionEnded: () => undefined,
    fetch: (_input, init) => {
      calls.push(init);
      return answer(init);
    },
  });
  return { http, calls };
}

/** A fetch that never answers until its signal aborts, then rejects with the signal's reason. */
const hanging = (init: RequestInit | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const post = { method: 'POST', path: '/v2/transfer/internal', body: {}, schema: okSchema } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient: requests that change data', () => {
  it.each([
    ['a 500', () => Promise.resolve(json({ message: 'Boom' }, 500))],
    ['a 504', () => Promise.resolve(json({ message: 'Gateway Timeout' }, 504))],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('sends a POST once on %s', async (_what, answer) => {
    const { http, calls } = client(answer);
    await expect(http.request(post)).rejects.toBeInstanceOf(Error);
    expect(calls).toHaveLength(1);
  });

  it('a connection dropped while the body arrives is a NetworkError, not a crash', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'));
        controller.error(new TypeError('terminated'));
      },
    });
    const { http } = client(() => Promise.resolve(new Response(broken, { status: 201 })));
    await expect(http.request(post)).rejects.toBeInstanceOf(NetworkError);
  });

  it(`gives up on a POST after ${WRITE_TIMEOUT_MS} ms with a RequestTimeoutError`, async () => {
    vi.useFakeTimers();
    const { http, calls } = client(hanging);
    const pending = http.request(post).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1);
  });

  it('a fetch that rejects the timeout with a plain AbortError is still a RequestTimeoutError', async () => {
    vi.useFakeTimers();
    const { http } = client(
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const pending = http.request({ ...post, timeoutMs: 500 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toBeInstanceOf(RequestTimeoutError);
  });

  it('an answer in time is not touched by the deadline, and a 4xx stays an ApiError', async () => {
    vi.useFakeTimers();
    const { http } = client(() => Promise.resolve(json({ message: 'Sender not found' }, 404)));
    const error = await http.request(post).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the caller cancelling a POST passes its reason through, not a timeout', async () => {
    const controller = new AbortController();
    const reason = new Error('left the page');
    const { http } = client(hanging);
    const pending = http
      .request({ ...post, signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort(reason);
    expect(await pending).toBe(reason);
  });

  it('a GET has no deadline of its own', async () => {
    vi.useFakeTimers();
    const { http } = client(hanging);
    void http.request({ path: '/client', schema: okSchema }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS * 2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
