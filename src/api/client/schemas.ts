// Client profile and client contract.
// GET /client, POST /client, PATCH /client, PATCH /client/contract, POST /v2/clients/contract-accept.
import * as z from 'zod/mini';
import {
  addressSchema,
  nonEmptyString,
  openEnum,
  phoneSchema,
  requiredDateSchema,
  timestampSchema,
  trimmedTextSchema,
  idSchema,
} from '../shared/fields';
import { msg } from '../shared/messages';

export const CLIENT_ADM_VALUES = ['adm:active', 'adm:blocked', 'adm:suspended'] as const;
/** The spec's adm values; a profile may carry another (`ClientProfile['adm']`). */
export type ClientAdm = (typeof CLIENT_ADM_VALUES)[number];
export const clientAdmSchema = openEnum(CLIENT_ADM_VALUES);

export const CLIENT_KYC_VALUES = [
  'kyc:unconfirmed',
  'kyc:confirmed',
  'kyc:pending',
  'kyc:rejected',
  'kyc:resubmission',
] as const;
/** The spec's kyc values; a profile may carry another (`ClientProfile['kyc']`). */
export type ClientKyc = (typeof CLIENT_KYC_VALUES)[number];
export const clientKycSchema = openEnum(CLIENT_KYC_VALUES);

/** Fields of the profile that PATCH /client/contract leaves out. */
const personalFields = {
  name: z.optional(z.string()),
  surname: z.optional(z.string()),
  nationality: z.optional(z.string()),
  birthday: z.optional(z.string()),
  phone: z.optional(z.string()),
};

const profileFields = {
  client: idSchema,
  adm: clientAdmSchema,
  kyc: clientKycSchema,
  verifier: z.optional(z.string()),
  applicant: z.optional(z.string()),
  agent: z.optional(idSchema),
  context: z.optional(z.string()),
  created: z.optional(timestampSchema),
  updated: z.optional(timestampSchema),
  contract: z.nullish(z.string()),
  termsVersion: z.nullish(z.string()),
  termsAcceptedTs: z.nullish(timestampSchema),
  address: z.nullish(addressSchema),
};

/** GET /client. */
export const clientProfileSchema = z.object({ ...profileFields, ...personalFields });
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** GET /client where an answer without a profile (no body, `null`, `{}`) means "none yet". */
export const clientProfileOrNoneSchema = z.union([
  z.pipe(
    z.union([z.undefined(), z.null(), z.strictObject({})]),
    z.transform((): null => null),
  ),
  clientProfileSchema,
]);

/** PATCH /client/contract response: the profile without the personal fields. */
export const clientContractPatchResponseSchema = z.object(profileFields);
export type ClientContractPatchResponse = z.infer<typeof clientContractPatchResponseSchema>;

/** ISO 3166-1 alpha-3 shape; a later check compares it with the ISO list. */
export const nationalitySchema = z
  .string({ error: msg('validation.nationality.required') })
  .check(z.regex(/^[A-Z]{3}$/, { error: msg('validation.nationality.format') }));

/** The length limits of a person's first name and surname (POST /client). */
export const CLIENT_NAME_MAX = 15;
export const CLIENT_SURNAME_MAX = 30;

/** POST /client body. */
// Assumption A-11 (docs/assumptions.md): all five fields are required.
export const createClientBodySchema = z.object({
  name: trimmedTextSchema(CLIENT_NAME_MAX, {
    required: msg('validation.name.required'),
    tooLong: msg('validation.name.tooLong', { max: CLIENT_NAME_MAX }),
  }),
  surname: trimmedTextSchema(CLIENT_SURNAME_MAX, {
    required: msg('validation.surname.required'),
    tooLong: msg('validation.surname.tooLong', { max: CLIENT_SURNAME_MAX }),
  }),
  nationality: nationalitySchema,
  birthday: requiredDateSchema(msg('validation.birthday.required')),
  phone: phoneSchema,
});
export type CreateClientBody = z.infer<typeof createClientBodySchema>;

/** POST /client response. */
// Assumption A-12 (docs/assumptions.md): any 2xx body, not read; GET /client is read again.
export const createClientResponseSchema = z.unknown();
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;

/** PATCH /client body (marked in development). */
export const patchClientBodySchema = z.object({ phone: phoneSchema });
export type PatchClientBody = z.infer<typeof patchClientBodySchema>;

/** PATCH /client response: "only the address object". */
// Assumption A-16 (docs/assumptions.md): the address itself, or wrapped in `{address}`.
export const patchClientResponseSchema = z.union([
  z.pipe(
    z.object({ address: addressSchema }),
    z.transform((value: { address: z.infer<typeof addressSchema> }) => value.address),
  ),
  addressSchema,
]);
export type PatchClientResponse = z.infer<typeof patchClientResponseSchema>;

/** PATCH /client/contract body (marked in development). */
export const clientContractPatchBodySchema = z.object({
  contract: nonEmptyString(msg('validation.contract.required')),
});
export type ClientContractPatchBody = z.infer<typeof clientContractPatchBodySchema>;

/** POST /v2/clients/contract-accept body. */
export const contractAcceptBodySchema = z.object({
  contractId: nonEmptyString(msg('validation.contract.toAccept')),
});
export type ContractAcceptBody = z.infer<typeof contractAcceptBodySchema>;

/** POST /v2/clients/contract-accept response. */
// Assumption A-18 (docs/assumptions.md): any 2xx body, not read.
export const contractAcceptResponseSchema = z.unknown();
export type ContractAcceptResponse = z.infer<typeof contractAcceptResponseSchema>;
