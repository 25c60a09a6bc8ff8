import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import {
  ApiError,
  NetworkError,
  RequestTimeoutError,
  ResponseShapeError,
  UnauthorizedError,
} from './errors';
import { takeEarlyAnswer } from './early-answers';
import { nullAsAbsent, readingAnswer } from './shared/tolerant';

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

export interface RequestOptions<S extends $ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  target?: ApiTarget;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Every response is parsed with this schema before it is used. */
  schema: S;
  signal?: AbortSignal | undefined;
  /**
   * Gives up after this long (a RequestTimeoutError). Default: none for GET (the query's own
   * signal ends it), WRITE_TIMEOUT_MS for the others, so a send never hangs without an outcome.
   */
  timeoutMs?: number | undefined;
}

/** How long a request that changes data waits for its answer. */
export const WRITE_TIMEOUT_MS = 30_000;

/**
 * The caller's signal, plus an abort after `timeoutMs` (setTimeout, so fake timers drive it).
 * Without a timeout the caller's signal is used as it is.
 */
function withDeadline(signal: AbortSignal | null, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return { signal, timedOut: () => false, clear: () => undefined };
  const controller = new AbortController();
  let timedOut = false;
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new RequestTimeoutError(timeoutMs));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

export interface HttpClient {
  request<S extends $ZodType>(options: RequestOptions<S>): Promise<output<S>>;
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
    // The same read asked for at sign-in, before this screen had loaded (early-answers.ts).
    // One that failed is asked again here, as if it had not been asked.
    const early = init.method === 'GET' && takeEarlyAnswer(url, token);
    const answer = early && (await early);
    if (answer) return answer;
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
    async request(options) {
      const { method = 'GET', timeoutMs = method === 'GET' ? undefined : WRITE_TIMEOUT_MS } =
        options;
      const deadline = withDeadline(options.signal ?? null, timeoutMs);
      try {
        return await exchange({ ...options, method, signal: deadline.signal ?? undefined });
      } catch (error) {
        // The deadline's own reason is a RequestTimeoutError already; a fetch that rejects
        // with a plain AbortError instead is given the same meaning.
        const answered = error instanceof ApiError || error instanceof ResponseShapeError;
        if (deadline.timedOut() && !answered && !(error instanceof RequestTimeoutError)) {
          throw new RequestTimeoutError(timeoutMs ?? 0, error);
        }
        throw error;
      } finally {
        deadline.clear();
      }
    },
  };

  async function exchange<S extends $ZodType>({
    method = 'GET',
    path,
    target = 'core',
    query,
    body,
    schema,
    signal,
  }: RequestOptions<S>): Promise<output<S>> {
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

    const payload = await readAnswer(response, init.signal);
    if (!response.ok) throw new ApiError(response.status, messageOf(payload), payload);

    return readAnswerAs(schema, payload, `${method} ${path}`, `${method} ${url}`);
  }
}

/**
 * Reads a successful answer with its schema, as a tolerant reader: `null` is absent
 * (nullAsAbsent), so a field the schema calls optional may be written either way, and the
 * items of its lists that cannot be read are counted under `answer` (the request with its
 * query; readingAnswer). An answer the schema still cannot read is a ResponseShapeError
 * naming `where`.
 */
export function readAnswerAs<S extends $ZodType>(
  schema: S,
  payload: unknown,
  where: string,
  answer: string = where,
): output<S> {
  const parsed = readingAnswer(answer, () => safeParse(schema, nullAsAbsent(payload)));
  if (!parsed.success) throw new ResponseShapeError(where, parsed.error.issues);
  return parsed.data;
}

/** The body of an answer; a connection dropped while it arrives is a NetworkError. */
async function readAnswer(response: Response, signal: AbortSignal | null | undefined) {
  try {
    return await readBody(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(error);
  }
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
