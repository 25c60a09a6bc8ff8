// Companies of the signed-in user, company contract, company email and KYB token.
// GET /v2/companies, GET /companies/{companyId}, PATCH /companies/contract,
// POST /v2/companies/contract-accept, POST /companies/email/resend-code,
// POST /companies/email/verify (public docs), GET /v2/companies/{companyId}/kyb-access-token,
// GET /v1/kyb/access-token/{companyId}.
import * as z from 'zod/mini';
import { addressSchema, nonEmptyString, idSchema } from '../shared/fields';
import { msg } from '../shared/messages';
import { readableItems } from '../shared/tolerant';
import { identityVerificationTokenSchema } from '../verification/schemas';

/** The only kyb value the spec shows; others exist, so `kyb` is an open string. */
export const KYB_INITIATED = 'kyb:initiated';
/** The only company adm value the spec shows; kept open like kyb. */
export const COMPANY_ADM_ACTIVE = 'adm:active';
/** The only onboardingFee.status value the spec shows. */
export const ONBOARDING_FEE_PAID = 'paid';

/** Item of GET /v2/companies. */
export const companySchema = z.object({
  /** Not read by any screen. */
  userId: z.optional(idSchema),
  companyId: idSchema,
  adm: z.string(),
  kyb: z.string(),
  name: z.optional(z.string()),
  companyType: z.optional(z.string()),
  position: z.optional(z.string()),
  email: z.optional(z.string()),
  emailVerified: z.optional(z.boolean()),
  phone: z.optional(z.string()),
  contactName: z.optional(z.string()),
  registrationNumber: z.optional(z.string()),
  tradingAddress: z.nullish(addressSchema),
  address: z.nullish(addressSchema),
  contractId: z.nullish(z.string()),
  onboardingFee: z.nullish(z.object({ status: z.string() })),
});
export type Company = z.infer<typeof companySchema>;

/** GET /v2/companies response. */
export const companiesResponseSchema = z.object({
  companies: readableItems(companySchema),
});
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;

/** Legacy company record: GET /companies/{companyId}, PATCH /companies/contract, resend-code. */
// Assumption A-231 (docs/assumptions.md): every field optional; the spec promises none of them.
export const legacyCompanySchema = z.object({
  id: z.optional(z.string()),
  companyId: z.optional(z.string()),
  kyc: z.optional(z.string()),
  adm: z.optional(z.string()),
  companyType: z.optional(z.string()),
  name: z.optional(z.string()),
  position: z.optional(z.string()),
  email: z.optional(z.string()),
});
export type LegacyCompany = z.infer<typeof legacyCompanySchema>;

/** PATCH /companies/contract body (both strings per the spec). */
export const companyContractPatchBodySchema = z.object({
  companyId: nonEmptyString(msg('validation.company.required')),
  contract: nonEmptyString(msg('validation.contract.required')),
});
export type CompanyContractPatchBody = z.infer<typeof companyContractPatchBodySchema>;

/** POST /companies/email/resend-code body. */
export const companyEmailResendCodeBodySchema = z.object({
  companyId: nonEmptyString(msg('validation.company.required')),
});
export type CompanyEmailResendCodeBody = z.infer<typeof companyEmailResendCodeBodySchema>;

/** How many digits the company's email code has. */
export const COMPANY_EMAIL_CODE_LENGTH = 6;

/**
 * The code from the company's email: 6 digits. Required first, so an empty field says what
 * is missing rather than the format.
 */
// Assumption A-118 (docs/assumptions.md): 6 digits, as the mock's code; A-60 took any.
export const companyEmailCodeSchema = nonEmptyString(msg('validation.emailCode.required')).check(
  z.regex(new RegExp(`^\\d{${COMPANY_EMAIL_CODE_LENGTH}}$`), {
    error: msg('validation.emailCode.format', { length: COMPANY_EMAIL_CODE_LENGTH }),
  }),
);

/** POST /companies/email/verify body (from the public docs, not in the spec). */
export const companyEmailVerifyBodySchema = z.object({
  companyId: nonEmptyString(msg('validation.company.required')),
  code: companyEmailCodeSchema,
});
export type CompanyEmailVerifyBody = z.infer<typeof companyEmailVerifyBodySchema>;

/** POST /companies/email/verify response. */
// Assumption A-61 (docs/assumptions.md): any 2xx body, not read.
export const companyEmailVerifyResponseSchema = z.unknown();
export type CompanyEmailVerifyResponse = z.infer<typeof companyEmailVerifyResponseSchema>;

/** POST /v2/companies/contract-accept body. */
// Assumption A-62 (docs/assumptions.md): the client's body plus the company id.
export const companyContractAcceptBodySchema = z.object({
  companyId: idSchema,
  contractId: nonEmptyString(msg('validation.contract.toAccept')),
});
export type CompanyContractAcceptBody = z.infer<typeof companyContractAcceptBodySchema>;

/** POST /v2/companies/contract-accept response. */
// Assumption A-63 (docs/assumptions.md): any 2xx body, not read.
export const companyContractAcceptResponseSchema = z.unknown();
export type CompanyContractAcceptResponse = z.infer<typeof companyContractAcceptResponseSchema>;

/** GET /v1/kyb/access-token/{companyId} response: an identity-verification token. */
export const kybTokenResponseSchema = identityVerificationTokenSchema;
/** GET /v2/companies/{companyId}/kyb-access-token response: a token under `token`. */
// Assumption A-64 (docs/assumptions.md): `token` required, `userId` optional (the spec shows
// no body); an answer without a token falls back to the v1 endpoint.
export const kybTokenV2ResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.optional(z.string()),
});
export type KybTokenResponse = z.infer<typeof kybTokenResponseSchema>;
