// External transfer (POST /v2/transfer): the `payment` part, SEPA option.
// The body itself is externalTransferBodySchema in ./schemas.ts.
import { z } from 'zod';
import { bicSwiftSchema, ibanSchema } from '../shared/fields';

/** SEPA character set: letters, digits, space and / - ? : ( ) . , ' + */
const SEPA_CHARACTERS = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

// Assumption (gap): a SEPA reference is 1-140 characters of the SEPA character set.
export const sepaReferenceSchema = z
  .string({ error: 'Enter a reference' })
  .regex(SEPA_CHARACTERS, {
    error: "Use only letters, digits, spaces and / - ? : ( ) . , ' + in the reference",
  })
  .min(1, { error: 'Enter a reference' })
  .max(140, { error: 'Enter a reference of at most 140 characters' });

// Assumption (gap): only iban and name are required; name is at most 70 characters (SEPA rule).
// Assumption (gap): like the internal body, no properties other than those listed are accepted.
export const sepaRecipientSchema = z.strictObject({
  iban: ibanSchema,
  name: z
    .string({ error: "Enter the recipient's name" })
    .min(1, { error: "Enter the recipient's name" })
    .max(70, { error: 'Enter a name of at most 70 characters' }),
  type: z.literal('individual').optional(),
  surname: z.string().max(70, { error: 'Enter a surname of at most 70 characters' }).optional(),
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
  email: z.email({ error: 'Enter a valid email address' }).optional(),
});
export type SepaRecipient = z.infer<typeof sepaRecipientSchema>;

export const sepaPaymentSchema = z.strictObject({
  method: z.literal('sepa'),
  recipient: sepaRecipientSchema,
});
export type SepaPayment = z.infer<typeof sepaPaymentSchema>;

// Assumption (gap): the three other payment methods are not described; only `sepa` is accepted.
export const paymentSchema = z.discriminatedUnion('method', [sepaPaymentSchema], {
  error: 'Choose a payment method',
});
export type Payment = z.infer<typeof paymentSchema>;
