import { z } from 'zod';
import { currency, phone, queryInt, uuid } from './fields';

// The query values of the banking reads (names: ./query-names.ts).

/** GET /v1/transactions.: limit 1-100; the status filter read as `status`. */
export const transactionListQuery = z.object({
  accountId: uuid.optional(),
  companyId: uuid.optional(),
  limit: queryInt(1, 100).optional(),
  sortOrder: z.enum(['ascending', 'descending']).optional(),
  lastKey: z.string().min(1).optional(),
  status: z.enum(['pending', 'on_hold_provider', 'completed', 'rejected']).optional(),
});

/** The first reading's cursor: the previous answer's `lastKey` object as JSON text. */
export const lastKeyObject = z.object({ accountId: uuid, id: uuid });

/** GET /recipient/search/{currency}?attribute=phone|email&value=… (public reference). */
export const recipientSearchQuery = z.discriminatedUnion('attribute', [
  z.object({ currency, attribute: z.literal('phone'), value: phone }),
  z.object({ currency, attribute: z.literal('email'), value: z.email() }),
]);
export type RecipientSearchQuery = z.output<typeof recipientSearchQuery>;

/** GET /recipient (public reference). A-59: limit 1-100. */
export const recipientListQuery = z.object({
  limit: queryInt(1, 100).optional(),
  lastRecipientKey: z.string().min(1).optional(),
  companyId: uuid.optional(),
});
