import { z } from 'zod';
import { currency, id, phone, text, uuid } from './fields';

// The banking request bodies other than transfers (./transfer-bodies.ts), as the mock reads
// them. In the first reading a property the spec does not list is dropped; in the alternate
// reading every body refuses one (mock/bank/router.ts, `bodyOf`).

/** POST /client. A-11: all five required; name 1-15, surname 1-30 (the spec's lengths). */
export const createClientBody = z.object({
  name: text(15),
  surname: text(30),
  // ISO 3166-1 alpha-3; the route checks the code is assigned.
  nationality: z.string().regex(/^[A-Z]{3}$/),
  birthday: z.iso.date(),
  phone,
});

/** PATCH /client (marked in development): `phone`. */
export const patchClientBody = z.object({ phone });

/** PATCH /client/contract (marked in development): `contract`. */
export const clientContractPatchBody = z.object({ contract: id });

/** POST /v2/clients/contract-accept: `contractId`. */
export const contractAcceptBody = z.object({ contractId: id });

/** POST /v1/accounts. A-28: title of 1-50 characters and currency required. */
export const createAccountBody = z.object({
  title: text(50),
  currency,
  companyId: uuid.optional(),
  variantId: id.optional(),
});

/** PATCH /v2/accounts/{accountId}: `companyId` (uuid). */
export const accountActivationBody = z.object({ companyId: uuid });

/** PATCH /companies/contract: `companyId`, `contract` (strings). */
export const companyContractPatchBody = z.strictObject({ companyId: id, contract: id });

/** POST /v2/companies/contract-accept. A-62: the client's body plus the company id. */
export const companyContractAcceptBody = z.strictObject({ companyId: uuid, contractId: id });

/** POST /companies/email/resend-code: `companyId`. */
export const companyEmailResendBody = z.strictObject({ companyId: id });

/** POST /companies/email/verify (public reference). A-118: the code is 6 digits. */
export const companyEmailVerifyBody = z.strictObject({
  companyId: id,
  code: z.string().regex(/^\d{6}$/),
});
