// External transfer (POST /v2/transfer): the `payment` part, SEPA option.
// The body itself is externalTransferBodySchema in ./schemas.ts.
import { z } from 'zod';
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
  .regex(new RegExp(`^${SEPA_REFERENCE_CHARACTER.source}*$`), {
    error: msg('validation.sepaReference.characters'),
  })
  .min(1, { error: msg('validation.sepaReference.required') })
  .max(REFERENCE_MAX_SEPA, {
    error: msg('validation.sepaReference.tooLong', { max: REFERENCE_MAX_SEPA }),
  });

// Assumption A-53 (docs/assumptions.md): no properties other than those listed.
export const sepaRecipientSchema = z.strictObject({
  iban: ibanSchema,
  name: z
    .string({ error: msg('validation.recipientName.required') })
    .min(1, { error: msg('validation.recipientName.required') })
    .max(RECIPIENT_NAME_MAX, {
      error: msg('validation.recipientName.tooLong', { max: RECIPIENT_NAME_MAX }),
    }),
  type: z.literal('individual').optional(),
  surname: z
    .string()
    .max(RECIPIENT_NAME_MAX, {
      error: msg('validation.recipientSurname.tooLong', { max: RECIPIENT_NAME_MAX }),
    })
    .optional(),
  bicSwift: bicSwiftSchema.optional(),
  reference: sepaReferenceSchema.optional(),
  bankName: z.string().optional(),
  bankCountry: z.string().optional(),
  country: z.string().optional(),
  street: z.string().optional(),
  houseNumber: z.string().optional(),
  refinement: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  postCode: z.string().optional(),
  email: z.email({ error: msg('validation.email.invalid') }).optional(),
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
