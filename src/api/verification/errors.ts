import { clientErrors } from '../client/errors';

/** The spec's messages of GET /v2/clients/kyc-access-token (and its v1 fallback). */
export const verificationErrors = {
  clientContractNotAcceptable: clientErrors.contractNotAcceptable,
  clientHasNoContract: clientErrors.hasNoContract,
  clientNotFound: clientErrors.notFound,
} as const;
