import type { z } from 'zod';
import { ApiError, NetworkError, ResponseShapeError, UnauthorizedError } from './errors';

/** Which base URL a request goes to: core banking or the crypto exchange. */
export type ApiTarget = 'core' | 'crypto';

export interface HttpClientDeps {
  baseUrls: Record<ApiTarget, string>;
  /** The current access token, or null when there is none. */
  getAccessToken(): string | null;
  /** Renews the tokens (single-flight) and resolves to the new access token. */
  renewAccessToken(): Promise<string>;
  /** Called when renewal fails or a retried request is still refused. */
  onSessionEnded(): void;
  fetch?: typeof fetch;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  target?: ApiTarget;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Every response is parsed with this schema before it is used. */
  schema: S;
  signal?: AbortSignal | undefined;
}

export interface HttpClient {
  request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>>;
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * The one HTTP client of the Client API: base URL per target, bearer token,
 * JSON bodies, typed errors, zod-parsed responses, and on a 401 one renewal
 * followed by exactly one retry.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await doFetch(url, { ...init, headers });
    } catch (error) {
      // A cancelled request is not a network failure. Checked by name and by the signal, not
      // with `instanceof DOMException`: the rejection may come from another realm (Node's fetch
      // under jsdom, an iframe) or be the custom reason given to `abort(reason)`.
      if (init.signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError')
        throw error;
      throw new NetworkError(error);
    }
  }

  /**
   * After a 401: renew unless another request already did (the token changed
   * since this one was sent), so a burst of 401s causes one renewal.
   */
  async function tokenAfter401(sentWith: string | null): Promise<string> {
    const current = deps.getAccessToken();
    if (current && current !== sentWith) return current;
    try {
      return await deps.renewAccessToken();
    } catch {
      deps.onSessionEnded();
      throw new UnauthorizedError();
    }
  }

  return {
    async request({ method = 'GET', path, target = 'core', query, body, schema, signal }) {
      const url = buildUrl(deps.baseUrls[target], path, query);
      const init: RequestInit = { method, signal: signal ?? null };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { 'Content-Type': 'application/json' };
      }

      const firstToken = deps.getAccessToken();
      let response = await send(url, init, firstToken);
      if (response.status === 401) {
        const renewed = await tokenAfter401(firstToken);
        response = await send(url, init, renewed);
        if (response.status === 401) {
          deps.onSessionEnded();
          throw new UnauthorizedError(await readBody(response));
        }
      }

      const payload = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, messageOf(payload), payload);

      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new ResponseShapeError(`${method} ${path}`, parsed.error.issues);
      return parsed.data;
    },
  };
}

let installed: HttpClient | null = null;

/** Installs the client that request functions use (once, at start, or per test). */
export function installHttpClient(client: HttpClient | null): void {
  installed = client;
}

export function http(): HttpClient {
  if (!installed) throw new Error('The HTTP client is used before it was installed');
  return installed;
}
