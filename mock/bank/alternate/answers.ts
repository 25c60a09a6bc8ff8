import type { Reply } from '../router';
import { ANSWERS, PAIR_INFO, type Shape } from './resource-texts';

// How the alternate reading writes its answers (docs/mock-control-api.md, "The alternate
// reading"): every text field of the spec's resource that the bank has no value for is written
// `null`, where the first reading leaves the field out or writes "". Done once, here, at the
// edge: the routes answer as in the first reading and this rewrites a successful answer's
// body from the spec's list of each resource's fields (client-api.md, "Resources and their
// fields"; the provider's public reference for the resources the spec does not describe).
//
// A text field missing, `undefined` or "" becomes null; an object field (an address, a charge, a
// party) missing becomes null, and one present has its own text fields rewritten the same way.
// Fields the spec does not type as text (numbers, booleans, arrays) are left as they are, and
// so are the fields the spec says an answer omits (PATCH /client/contract's personal fields).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `value` written by `shape` (the bank's own records are never changed). */
function written(shape: Shape, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => written(shape, item));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const field of shape.texts ?? []) {
    if (out[field] === undefined || out[field] === '') out[field] = null;
  }
  for (const [field, inner] of Object.entries(shape.objects ?? {})) {
    out[field] = out[field] === undefined ? null : written(inner, out[field]);
  }
  for (const [field, inner] of Object.entries(shape.lists ?? {})) {
    if (Array.isArray(out[field])) out[field] = written(inner, out[field]);
  }
  return out;
}

/** GET /crypto-exchange/info: `{pairs: {<pair>: pair info}}`. */
function writtenInfo(body: unknown): unknown {
  if (!isRecord(body) || !isRecord(body['pairs'])) return body;
  const pairs = Object.fromEntries(
    Object.entries(body['pairs']).map(([pair, info]) => [pair, written(PAIR_INFO, info)]),
  );
  return { ...body, pairs };
}

/**
 * The answer of `method pattern` as the alternate reading writes it: a successful answer's
 * text fields without a value are null. Refusals (`{message}`) and answers of routes without
 * a resource (`{}`, no body) are left as they are.
 */
export function alternateAnswer(method: string, pattern: string, reply: Reply): Reply {
  if (reply.status < 200 || reply.status >= 300 || reply.body === undefined) return reply;
  const route = `${method} ${pattern}`;
  if (route === 'GET /crypto-exchange/info') return { ...reply, body: writtenInfo(reply.body) };
  const shape = ANSWERS[route];
  return shape ? { ...reply, body: written(shape, reply.body) } : reply;
}

/** The routes whose answers are rewritten (for the tests). */
export const ALTERNATE_ANSWER_ROUTES = [...Object.keys(ANSWERS), 'GET /crypto-exchange/info'];
