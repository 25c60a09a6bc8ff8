import { ApiError, UnauthorizedError } from '../errors';
import { http } from '../http';
import { identityVerificationTokenSchema, type IdentityVerificationToken } from './schemas';

/**
 * An identity-verification token (KYC or KYB) from the newer `path`, falling back to the
 * older `fallbackPath` when this deployment has no newer endpoint: a 404 that carries none
 * of `answers` (the spec's messages, e.g. `Client not found`, are real answers about the
 * customer, never a reason to ask the other endpoint).
 */
export async function requestVerificationToken({
  path,
  fallbackPath,
  answers,
  signal,
}: {
  path: string;
  fallbackPath: string;
  answers: readonly string[];
  signal?: AbortSignal | undefined;
}): Promise<IdentityVerificationToken> {
  try {
    return await http().request({ path, schema: identityVerificationTokenSchema, signal });
  } catch (error) {
    if (!isEndpointMissing(error, answers)) throw error;
    return http().request({ path: fallbackPath, schema: identityVerificationTokenSchema, signal });
  }
}

function isEndpointMissing(error: unknown, answers: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error instanceof UnauthorizedError) return false;
  return error.status === 404 && !answers.includes(error.apiMessage ?? '');
}
