import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { amount, reference, uuid } from './fields';

// POST /v2/transfer/internal and POST /v2/transfer, from the spec's body tables. The internal
// transfer accepts no property other than those listed (the spec says so), at any depth.

const from = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('individual'), accountId: uuid }),
  z.strictObject({ type: z.literal('company'), accountId: uuid, companyId: uuid }),
]);

const internalRecipient = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('account'),
    accountId: uuid,
    searchBy: z.enum(['alias', 'email', 'phone']).optional(),
    reference: reference.optional(),
  }),
  z.strictObject({ type: z.literal('persisted'), key: uuid, reference: reference.optional() }),
]);

export const internalTransferBody = z.strictObject({
  amount,
  from,
  recipient: internalRecipient,
});
export type InternalTransferBody = z.output<typeof internalTransferBody>;
export type TransferFromBody = z.output<typeof from>;
export type InternalRecipientBody = z.output<typeof internalRecipient>;

/** The EPC's SEPA character set: letters, digits, space and / - ? : ( ) . , ' + */
const sepaText = z.string().regex(/^[A-Za-z0-9/\-?:().,'+ ]*$/);

/**
 * The SEPA recipient. The spec lists its fields (strings) but not which are required (the mock takes
 * `iban` and `name`, A-251). The IBAN is checked (compact, valid check digits), the BIC when given.
 */
const sepaRecipient = z.strictObject({
  iban: z.string().refine((value) => isValidIBAN(value)),
  bicSwift: z
    .string()
    .refine((value) => isValidBIC(value))
    .optional(),
  name: z.string().min(1).max(70),
  surname: z.string().max(70).optional(),
  type: z.literal('individual').optional(),
  reference: sepaText.min(1).max(140).optional(),
  bankName: z.string().optional(),
  bankCountry: z.string().optional(),
  country: z.string().optional(),
  street: z.string().optional(),
  houseNumber: z.string().optional(),
  refinement: z.string().optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  postCode: z.string().optional(),
  email: z.email().optional(),
});
export type SepaRecipientBody = z.output<typeof sepaRecipient>;

/** The external transfer: the SEPA option is the one payment method the spec describes. */
export const externalTransferBody = z.strictObject({
  amount,
  from,
  payment: z.strictObject({ method: z.literal('sepa'), recipient: sepaRecipient }),
});
