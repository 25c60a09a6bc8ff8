import { ApiError, UnauthorizedError } from '../errors';
import { verificationErrors } from './errors';
import type { IdentityVerificationToken } from './schemas';
import { requestVerificationToken } from './token-request';

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
 * The identity-verification (KYC) token for the verifier's web SDK: the newer
 * GET /v2/clients/kyc-access-token, falling back to GET /v1/kyc/access-token
 * when the v2 endpoint is missing (a 404 without one of the spec's messages).
 */
export function getKycAccessToken(signal?: AbortSignal): Promise<IdentityVerificationToken> {
  return requestVerificationToken({
    path: '/v2/clients/kyc-access-token',
    fallbackPath: '/v1/kyc/access-token',
    answers: KYC_TOKEN_ERROR_MESSAGES,
    signal,
  });
}
