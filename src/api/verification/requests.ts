import { ApiError, UnauthorizedError } from '../errors';
import { http } from '../http';
import { verificationErrors } from './errors';
import { identityVerificationTokenSchema, type IdentityVerificationToken } from './schemas';

/** The messages the spec lists for GET /v2/clients/kyc-access-token. */
export const KYC_TOKEN_ERROR_MESSAGES = [
  verificationErrors.clientContractNotAcceptable,
  verificationErrors.clientHasNoContract,
  verificationErrors.clientNotFound,
] as const;
export type KycTokenErrorMessage = (typeof KYC_TOKEN_ERROR_MESSAGES)[number];

export function isKycTokenErrorMessage(message: string | null): message is KycTokenErrorMessage {
  return (KYC_TOKEN_ERROR_MESSAGES as readonly (string | null)[]).includes(message);
}

/** The spec's message of a failed token request, when it is one of them. */
export function kycTokenErrorOf(error: unknown): KycTokenErrorMessage | null {
  if (!(error instanceof ApiError) || error instanceof UnauthorizedError) return null;
  return isKycTokenErrorMessage(error.apiMessage) ? error.apiMessage : null;
}

/**
 * A 404 that means "this deployment has no v2 endpoint" rather than an answer
 * about the client: `Client not found` (a spec message) is a real answer.
 */
function isEndpointMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && kycTokenErrorOf(error) === null;
}

/**
 * The identity-verification (KYC) token for the verifier's web SDK: the newer
 * GET /v2/clients/kyc-access-token, falling back to GET /v1/kyc/access-token
 * when the v2 endpoint is missing (a 404 without one of the spec's messages).
 */
export async function getKycAccessToken(signal?: AbortSignal): Promise<IdentityVerificationToken> {
  try {
    return await http().request({
      path: '/v2/clients/kyc-access-token',
      schema: identityVerificationTokenSchema,
      signal,
    });
  } catch (error) {
    if (!isEndpointMissing(error)) throw error;
    return http().request({
      path: '/v1/kyc/access-token',
      schema: identityVerificationTokenSchema,
      signal,
    });
  }
}
