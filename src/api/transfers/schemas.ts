// Transfers: POST /v2/transfer/internal and POST /v2/transfer (external; SEPA part in ./sepa.ts).
// Request bodies are strict: the spec accepts no properties other than those listed.
import * as z from 'zod/mini';
import { amountSchema, referenceSchema, idSchema } from '../shared/fields';
import { msg } from '../shared/messages';
import { paymentSchema } from './sepa';

export {
  paymentSchema,
  RECIPIENT_NAME_MAX,
  REFERENCE_MAX_SEPA,
  SEPA_REFERENCE_CHARACTER,
  sepaPaymentSchema,
  sepaRecipientSchema,
  sepaReferenceSchema,
} from './sepa';
export type { Payment, SepaPayment, SepaRecipient } from './sepa';

/** `from` of a transfer made from an individual's account. */
export const individualTransferFromSchema = z.strictObject({
  type: z.literal('individual'),
  accountId: idSchema,
});

/** `from` of a transfer made from a company's account. */
export const companyTransferFromSchema = z.strictObject({
  type: z.literal('company'),
  accountId: idSchema,
  companyId: idSchema,
});

export const transferFromSchema = z.discriminatedUnion(
  'type',
  [individualTransferFromSchema, companyTransferFromSchema],
  { error: msg('validation.transferFrom.required') },
);
export type TransferFrom = z.infer<typeof transferFromSchema>;

export const TRANSFER_SEARCH_BY_VALUES = ['alias', 'email', 'phone'] as const;

/** Recipient given by account id (found by alias, email or phone). */
export const accountTransferRecipientSchema = z.strictObject({
  type: z.literal('account'),
  accountId: idSchema,
  searchBy: z.optional(z.enum(TRANSFER_SEARCH_BY_VALUES)),
  reference: z.optional(referenceSchema),
});

/** Recipient saved earlier (GET /recipient), given by its key. */
export const persistedTransferRecipientSchema = z.strictObject({
  type: z.literal('persisted'),
  key: idSchema,
  reference: z.optional(referenceSchema),
});

export const transferRecipientSchema = z.discriminatedUnion(
  'type',
  [accountTransferRecipientSchema, persistedTransferRecipientSchema],
  { error: msg('validation.recipient.required') },
);
export type TransferRecipient = z.infer<typeof transferRecipientSchema>;

/** POST /v2/transfer/internal body. */
export const internalTransferBodySchema = z.strictObject({
  amount: amountSchema,
  from: transferFromSchema,
  recipient: transferRecipientSchema,
});
export type InternalTransferBody = z.infer<typeof internalTransferBodySchema>;

/** POST /v2/transfer body (external transfer; the SEPA option is the one described). */
export const externalTransferBodySchema = z.strictObject({
  amount: amountSchema,
  from: transferFromSchema,
  payment: paymentSchema,
});
export type ExternalTransferBody = z.infer<typeof externalTransferBodySchema>;

/** 201 response of both transfer endpoints. */
export const transferResultSchema = z.object({
  /** Transaction id. */
  id: idSchema,
  /** Shown on the receipt when given; a sent transfer is not in doubt for its lack. */
  operationId: z.optional(idSchema),
});
export type TransferResult = z.infer<typeof transferResultSchema>;
