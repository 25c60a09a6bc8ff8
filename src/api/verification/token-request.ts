import type * as z from 'zod/mini';
import { ApiError, ResponseShapeError, UnauthorizedError } from '../errors';
import { http } from '../http';
import { identityVerificationTokenSchema, type IdentityVerificationToken } from './schemas';

/**
 * An identity-verification token (KYC or KYB) from the newer `path`, falling back to the
 * older `fallbackPath` when this deployment has no newer endpoint: a 404 that carries none
 * of `answers` (the spec's messages, e.g. `Client not found`, are real answers about the
 * customer, never a reason to ask the other endpoint). With `newerSchema` (an answer the spec
 * does not show), a 2xx answer without a token falls back too.
 */
export async function requestVerificationToken({
  path,
  fallbackPath,
  answers,
  newerSchema,
  signal,
}: {
  path: string;
  fallbackPath: string;
  answers: readonly string[];
  newerSchema?: z.ZodMiniType<IdentityVerificationToken>;
  signal?: AbortSignal | undefined;
}): Promise<IdentityVerificationToken> {
  try {
    return await http().request({
      path,
      schema: newerSchema ?? identityVerificationTokenSchema,
      signal,
    });
  } catch (error) {
    const noToken = newerSchema !== undefined && error instanceof ResponseShapeError;
    if (!noToken && !isEndpointMissing(error, answers)) throw error;
    return http().request({ path: fallbackPath, schema: identityVerificationTokenSchema, signal });
  }
}

function isEndpointMissing(error: unknown, answers: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error instanceof UnauthorizedError) return false;
  return error.status === 404 && !answers.includes(error.apiMessage ?? '');
}
