// External transfer (POST /v2/transfer): the `payment` part, SEPA option.
// The body itself is externalTransferBodySchema in ./schemas.ts.
import * as z from 'zod/mini';
import { bicSwiftSchema, ibanSchema } from '../shared/bank-fields';
import { msg } from '../shared/messages';

/** One character of the SEPA character set: letters, digits, space and / - ? : ( ) . , ' + */
export const SEPA_REFERENCE_CHARACTER = /[A-Za-z0-9/\-?:().,'+ ]/;
// Assumption A-54 (docs/assumptions.md): 1-140 characters of the SEPA character set.
export const REFERENCE_MAX_SEPA = 140;
// Assumption A-52 (docs/assumptions.md): only iban and name required; names at most 70 characters.
export const RECIPIENT_NAME_MAX = 70;

export const sepaReferenceSchema = z
  .string({ error: msg('validation.sepaReference.required') })
  .check(
    z.regex(new RegExp(`^${SEPA_REFERENCE_CHARACTER.source}*$`), {
      error: msg('validation.sepaReference.characters'),
    }),
    z.minLength(1, { error: msg('validation.sepaReference.required') }),
    z.maxLength(REFERENCE_MAX_SEPA, {
      error: msg('validation.sepaReference.tooLong', { max: REFERENCE_MAX_SEPA }),
    }),
  );

// Assumption A-53 (docs/assumptions.md): no properties other than those listed.
export const sepaRecipientSchema = z.strictObject({
  iban: ibanSchema,
  name: z.string({ error: msg('validation.recipientName.required') }).check(
    z.minLength(1, { error: msg('validation.recipientName.required') }),
    z.maxLength(RECIPIENT_NAME_MAX, {
      error: msg('validation.recipientName.tooLong', { max: RECIPIENT_NAME_MAX }),
    }),
  ),
  type: z.optional(z.literal('individual')),
  surname: z.optional(
    z.string().check(
      z.maxLength(RECIPIENT_NAME_MAX, {
        error: msg('validation.recipientSurname.tooLong', { max: RECIPIENT_NAME_MAX }),
      }),
    ),
  ),
  bicSwift: z.optional(bicSwiftSchema),
  reference: z.optional(sepaReferenceSchema),
  bankName: z.optional(z.string()),
  bankCountry: z.optional(z.string()),
  country: z.optional(z.string()),
  street: z.optional(z.string()),
  houseNumber: z.optional(z.string()),
  refinement: z.optional(z.string()),
  city: z.optional(z.string()),
  region: z.optional(z.string()),
  postCode: z.optional(z.string()),
  email: z.optional(z.email({ error: msg('validation.email.invalid') })),
});
export type SepaRecipient = z.infer<typeof sepaRecipientSchema>;

export const sepaPaymentSchema = z.strictObject({
  method: z.literal('sepa'),
  recipient: sepaRecipientSchema,
});
export type SepaPayment = z.infer<typeof sepaPaymentSchema>;

// Assumption A-55 (docs/assumptions.md): only `sepa` is accepted.
export const paymentSchema = z.discriminatedUnion('method', [sepaPaymentSchema], {
  error: msg('validation.paymentMethod.required'),
});
export type Payment = z.infer<typeof paymentSchema>;
