import type { z } from 'zod';
import type { MessageKey } from '../lib/i18n/messages-en';
import type { accountErrors } from './accounts/errors';
import type { clientErrors } from './client/errors';
import type { companyErrors } from './companies/errors';
import type { contractErrors } from './contracts/errors';
import type { orderErrors, payoutErrors, walletErrors } from './crypto/errors';
import type { authorizationErrors } from './shared/errors';
import type { transactionErrors } from './transactions/errors';
import type { externalTransferErrors, internalTransferErrors } from './transfers/errors';
import type { verificationErrors } from './verification/errors';

/** The API answered with an error status; `message` is the body's `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The API's own `message` text, when the body carried one. */
  readonly apiMessage: string | null;

  constructor(status: number, apiMessage: string | null, body: unknown) {
    super(apiMessage ?? `The server answered with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.apiMessage = apiMessage;
    this.body = body;
  }
}

/** The request never got an answer (offline, connection dropped, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * No answer within the time allowed. For a request that changes data it may still have been
 * carried out: a transfer's outcome is then unknown, not failed.
 */
export class RequestTimeoutError extends NetworkError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number, cause?: unknown) {
    super(cause);
    this.message = `The server did not answer within ${timeoutMs} ms`;
    this.name = 'RequestTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The API answered 2xx with a body that does not match the contract. */
export class ResponseShapeError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(what: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    const where = first ? ` at ${first.path.join('.') || '(root)'}: ${first.message}` : '';
    super(`Unexpected response from ${what}${where}`);
    this.name = 'ResponseShapeError';
    this.issues = issues;
  }
}

/** The session could not be renewed; the user has been signed out. */
export class UnauthorizedError extends ApiError {
  constructor(body: unknown = null) {
    super(401, null, body);
    this.name = 'UnauthorizedError';
  }
}

/** GETs are retried on network failures and 5xx answers, never on 4xx. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/**
 * A request that changes something may still have been carried out: it got no answer, or a
 * server error. Its outcome is unknown, not failed.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

type ValuesOf<T> = T extends unknown ? T[keyof T] : never;

/** Every message of the error catalogue (src/api/<resource>/errors.ts): the spec's texts. */
export type ApiErrorMessage = ValuesOf<
  | typeof accountErrors
  | typeof authorizationErrors
  | typeof clientErrors
  | typeof companyErrors
  | typeof contractErrors
  | typeof orderErrors
  | typeof walletErrors
  | typeof payoutErrors
  | typeof externalTransferErrors
  | typeof internalTransferErrors
  | typeof transactionErrors
  | typeof verificationErrors
>;

/**
 * Whether the API refused with this message of the catalogue, e.g.
 * `hasMessage(error, accountErrors.quotaOver)`. Only catalogue texts are accepted, so a typo
 * fails typecheck instead of never matching.
 */
export function hasMessage(error: unknown, message: ApiErrorMessage): boolean {
  return error instanceof ApiError && error.apiMessage === message;
}

/** The API's message when it sent one, for showing to a person. */
export function apiMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.apiMessage : null;
}

/**
 * The explanation a person reads for a failed request (see ErrorMessage). A server error (5xx)
 * is told in the app's own words, with what to do, and never with the server's text (e.g.
 * "Internal server error"); a refusal (4xx) keeps the bank's message, which the spec's
 * catalogue gives and the areas map to their own words where they know it.
 */
export function describeError(error: unknown): { key: MessageKey; apiMessage: string | null } {
  if (error instanceof UnauthorizedError) return { key: 'error.unauthorized', apiMessage: null };
  if (error instanceof NetworkError) return { key: 'error.network', apiMessage: null };
  if (error instanceof ResponseShapeError) return { key: 'error.shape', apiMessage: null };
  if (error instanceof ApiError) {
    if (error.status >= 500) return { key: 'error.server', apiMessage: null };
    const key: MessageKey =
      error.status === 403
        ? 'error.forbidden'
        : error.status === 404
          ? 'error.notFound'
          : 'error.badRequest';
    return { key, apiMessage: error.apiMessage };
  }
  return { key: 'error.unexpected', apiMessage: null };
}
