import { ApiError } from '../errors';

/**
 * What a failed send says about the money:
 * - `refused`: the bank answered 4xx; it did not carry the transfer out (definite).
 * - `unknown`: no answer, a dropped connection, a timeout, a 5xx or gateway 504, or an answer
 *   of the wrong shape: the transfer may have been made, so the app looks for it instead of
 *   saying it failed.
 */
export type SendOutcome = 'refused' | 'unknown';

export function sendOutcomeOf(error: unknown): SendOutcome {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? 'refused'
    : 'unknown';
}
