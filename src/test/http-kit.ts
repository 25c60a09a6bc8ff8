// The HTTP client's tests (src/api/http*.test.ts): a client whose fetch is a recording fake.
import { vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient, type HttpClientDeps } from '../api/http';

export const CORE = 'https://core.bank.test';
export const CRYPTO = 'https://core.bank.test/crypto-exchange';

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  token: string | null;
}

export type Answer = (call: Call) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
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
export function acceptsOnly(valid: string, body: unknown = { ok: true }): Answer {
  return (call) => (call.token === valid ? json(body) : json({ message: 'Unauthorized' }, 401));
}

export function client(answer: Answer, deps: Partial<HttpClientDeps> = {}) {
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

export const okSchema = z.object({ ok: z.boolean() });
