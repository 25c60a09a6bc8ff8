import { z } from 'zod';
import { BankError, mockMessages } from './bank-error';
import { queryNamesOf } from './spec/query-names';
import type { BankState, UserState } from './state';
import { messages } from './spec/messages';

export interface RouteContext {
  state: BankState;
  /** The signed-in user's state (created empty for an unknown `sub`). */
  user: UserState;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  now: Date;
  /** The raw Authorization header (routes with `auth: 'none'` check their own credentials). */
  authorization: string | null;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>;

/**
 * `auth: 'none'`: not behind the OIDC bearer (the mock verifier, authenticated by a KYC token).
 * `query`: the query parameter names the route reads; any other name is refused with 400
 * `Invalid payload` before the handler runs. When not given, the spec's list for the route
 * (mock/bank/spec/query-names.ts) applies; a route not listed there takes no query at all.
 */
export interface RouteOptions {
  auth?: 'bearer' | 'none';
  query?: readonly string[];
}

interface Route {
  method: string;
  /** The pattern as registered (`/v2/accounts/:accountId`). */
  pattern: string;
  segments: string[];
  handler: Handler;
  options: RouteOptions;
}

/** A path segment's text; a malformed percent-encoding (`%E0%A4%A`) is the client's 400. */
function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new BankError(400, mockMessages.malformedPath);
  }
}

/** A small path router: `/v2/accounts/:accountId` style patterns, exact segments. */
export class Router {
  private readonly routes: Route[] = [];
  /** Run before every bearer-authenticated route, e.g. to settle time-based state lazily. */
  readonly beforeEach: ((ctx: RouteContext) => void)[] = [];

  on(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    const query = options.query ?? queryNamesOf(method, pattern);
    const segments = pattern.split('/').filter(Boolean);
    this.routes.push({ method, pattern, segments, handler, options: { ...options, query } });
    return this;
  }

  match(
    method: string,
    path: string,
  ): {
    handler: Handler;
    pattern: string;
    params: Record<string, string>;
    options: RouteOptions;
  } | null {
    const parts = path.split('/').filter(Boolean);
    // Decoded up front: a malformed encoding anywhere in the path is refused, matched or not.
    const decoded = parts.map(decodeSegment);
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = route.segments.every((segment, index) => {
        const part = parts[index] ?? '';
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = decoded[index] ?? '';
          return true;
        }
        return segment === part;
      });
      if (ok)
        return { handler: route.handler, pattern: route.pattern, params, options: route.options };
    }
    return null;
  }
}

/**
 * Refuses a query parameter the route does not read (assumption A-250, docs/assumptions.md):
 * a renamed or misspelt parameter fails loudly instead of being answered as if absent.
 */
export function checkQueryNames(options: RouteOptions, query: URLSearchParams): void {
  const known = options.query ?? [];
  for (const name of query.keys()) {
    if (!known.includes(name)) throw new BankError(400, messages.invalidPayload);
  }
}

/** Parses a request body with a request schema; a mismatch is the API's 400. */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new BankError(400, messages.invalidPayload);
  return result.data;
}

/**
 * A request body read with one of the mock's body schemas (mock/bank/spec). A property the
 * schema does not list is dropped in the first reading and refused (400 `Invalid payload`) in
 * the alternate one (assumption A-252); strict schemas refuse it in both.
 */
export function bodyOf<S extends z.ZodObject>(ctx: RouteContext, schema: S): z.output<S> {
  const strict = ctx.state.reading === 'alternate' ? z.strictObject(schema.shape) : schema;
  return validate(strict, ctx.body) as z.output<S>;
}

export function ok(body: unknown, status = 200): Reply {
  return { status, body };
}
