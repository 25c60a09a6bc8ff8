import { clientErrors } from '../client/errors';
import { hasMessage } from '../errors';
import { http } from '../http';
import type { IdentityVerificationToken } from '../verification/schemas';
import { requestVerificationToken } from '../verification/token-request';
import { companyErrors } from './errors';
import {
  companiesResponseSchema,
  companyContractAcceptResponseSchema,
  companyEmailVerifyResponseSchema,
  kybTokenV2ResponseSchema,
  legacyCompanySchema,
  type CompanyContractAcceptBody,
  type CompanyContractPatchBody,
  type CompanyEmailResendCodeBody,
  type CompanyEmailVerifyBody,
} from './schemas';

/**
 * GET /v2/companies: the companies the signed-in user belongs to. A user without a client
 * profile belongs to none: the bank's `Client not found` is that empty answer, not a failure.
 */
// Assumption A-107 (docs/assumptions.md): `Client not found` means no companies.
export async function getCompanies(signal?: AbortSignal) {
  try {
    return await http().request({ path: '/v2/companies', schema: companiesResponseSchema, signal });
  } catch (error) {
    if (hasMessage(error, clientErrors.notFound)) return { companies: [] };
    throw error;
  }
}

/** GET /companies/{companyId}: the legacy record. Marked in development: call it behind a flag. */
export function getCompany(companyId: string, signal?: AbortSignal) {
  return http().request({
    path: `/companies/${encodeURIComponent(companyId)}`,
    schema: legacyCompanySchema,
    signal,
  });
}

/** PATCH /companies/contract: the company takes this contract. */
export function patchCompanyContract(body: CompanyContractPatchBody) {
  return http().request({
    method: 'PATCH',
    path: '/companies/contract',
    body,
    schema: legacyCompanySchema,
  });
}

/**
 * POST /v2/companies/contract-accept (body: assumption A-62). The app does not send it: the
 * PATCH takes the company's contract; kept for a bank that documents its body.
 */
export function acceptCompanyContract(body: CompanyContractAcceptBody) {
  return http().request({
    method: 'POST',
    path: '/v2/companies/contract-accept',
    body,
    schema: companyContractAcceptResponseSchema,
  });
}

/** POST /companies/email/resend-code: a new code to the company's email. */
export function resendCompanyEmailCode(body: CompanyEmailResendCodeBody) {
  return http().request({
    method: 'POST',
    path: '/companies/email/resend-code',
    body,
    schema: legacyCompanySchema,
  });
}

/** POST /companies/email/verify (public docs; assumptions ). */
export function verifyCompanyEmail(body: CompanyEmailVerifyBody) {
  return http().request({
    method: 'POST',
    path: '/companies/email/verify',
    body,
    schema: companyEmailVerifyResponseSchema,
  });
}

/**
 * The KYB token for the verifier's web SDK: GET /v2/companies/{companyId}/kyb-access-token,
 * falling back to GET /v1/kyb/access-token/{companyId} when the v2 endpoint is missing
 * (a 404 other than `Company not found`) or answers without a token.
 */
export function getKybAccessToken(
  companyId: string,
  signal?: AbortSignal,
): Promise<IdentityVerificationToken> {
  const id = encodeURIComponent(companyId);
  return requestVerificationToken({
    path: `/v2/companies/${id}/kyb-access-token`,
    fallbackPath: `/v1/kyb/access-token/${id}`,
    answers: [companyErrors.companyNotFound],
    // Assumption A-64 (docs/assumptions.md): a token under `token`, else the v1 endpoint.
    newerSchema: kybTokenV2ResponseSchema,
    signal,
  });
}
