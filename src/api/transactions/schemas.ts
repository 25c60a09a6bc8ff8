// Transactions of an account. GET /v1/transactions.
import * as z from 'zod/mini';
import { openEnum, queryIntSchema, timestampSchema, idSchema } from '../shared/fields';
import { msg } from '../shared/messages';
import { cursorText, readableItems } from '../shared/tolerant';

export const TRANSACTION_STATUS_VALUES = [
  'pending',
  'on_hold_provider',
  'completed',
  'rejected',
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUS_VALUES, {
  error: msg('validation.transactionStatus.required'),
});
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;
/** A transaction's status as the bank answers it: one of the spec's, or another it added. */
export const transactionStatusValueSchema = openEnum(TRANSACTION_STATUS_VALUES);

/** Sender or recipient of a transaction. */
export const transactionPartySchema = z.object({
  name: z.nullish(z.string()),
  surname: z.nullish(z.string()),
  bicSwift: z.nullish(z.string()),
  iban: z.nullish(z.string()),
  /** `individual` is the value shown; kept open. */
  type: z.nullish(z.string()),
  ukAccountNumber: z.nullish(z.string()),
  ukSortCode: z.nullish(z.string()),
  bankName: z.nullish(z.string()),
  street: z.nullish(z.string()),
  houseNumber: z.nullish(z.string()),
  refinement: z.nullish(z.string()),
  city: z.nullish(z.string()),
  region: z.nullish(z.string()),
  country: z.nullish(z.string()),
  postCode: z.nullish(z.string()),
  reference: z.nullish(z.string()),
  email: z.nullish(z.string()),
});
export type TransactionParty = z.infer<typeof transactionPartySchema>;

/** Fee charged on a transaction; every value is a string in the spec. */
export const transactionChargeSchema = z.object({
  total: z.optional(z.string()),
  fee: z.optional(z.string()),
  percentage: z.optional(z.string()),
  flat: z.optional(z.string()),
  calculator: z.optional(z.string()),
  contractId: z.optional(z.string()),
  amount: z.optional(z.string()),
  currency: z.optional(z.string()),
  revenueAccount: z.optional(z.string()),
});
export type TransactionCharge = z.infer<typeof transactionChargeSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** Decimal string; never converted to a float. */
  amount: z.string(),
  status: transactionStatusValueSchema,
  extAccountId: z.nullish(z.string()),
  extId: z.nullish(z.string()),
  inTransactionId: z.nullish(z.string()),
  outTransactionId: z.nullish(z.string()),
  amlId: z.nullish(z.string()),
  amlScore: z.nullish(z.string()),
  amlStatus: z.nullish(z.string()),
  /** Open-ended in the spec (values not listed). */
  direction: z.optional(z.string()),
  paymentMethod: z.optional(z.string()),
  provider: z.optional(z.string()),
  createdAt: z.optional(timestampSchema),
  updatedAt: z.optional(timestampSchema),
  fee: z.optional(z.boolean()),
  charge: z.nullish(transactionChargeSchema),
  recipient: z.nullish(transactionPartySchema),
  sender: z.nullish(transactionPartySchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The spec's cursor: `{accountId, id}`. */
export const transactionsLastKeySchema = z.object({ accountId: idSchema, id: idSchema });
export type TransactionsLastKey = z.infer<typeof transactionsLastKeySchema>;

/**
 * Cursor of the next page as the bank gave it, opaque: the spec's object (any keys kept, in
 * their order) or a string. Passed back as the `lastKey` query parameter.
 */
// Assumption A-46 (docs/assumptions.md): never rebuilt from its parts.
export const transactionsCursorSchema = z.union([
  z.string().check(z.minLength(1)),
  z.record(z.string(), z.unknown()),
]);
export type TransactionsCursor = z.infer<typeof transactionsCursorSchema>;

export const transactionListPageSchema = z.object({
  transactions: readableItems(transactionSchema),
  /** Absent or null on the last page. */
  lastKey: z.nullish(transactionsCursorSchema),
});
export type TransactionListPage = z.infer<typeof transactionListPageSchema>;

/** GET /v1/transactions response: an array of pages (one element in practice). */
export const transactionListResponseSchema = z.array(transactionListPageSchema);
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

export const TRANSACTION_SORT_ORDERS = ['ascending', 'descending'] as const;

/** The most transactions one page may ask for (`limit`). */
export const TRANSACTION_PAGE_MAX = 100;

/** GET /v1/transactions query parameters. */
// Assumptions, A-46 (docs/assumptions.md): limit 1-100, filter `status`, JSON lastKey.
export const transactionListQuerySchema = z.object({
  accountId: z.optional(idSchema),
  limit: z.optional(queryIntSchema(1, TRANSACTION_PAGE_MAX, 'validation.query.pageSize')),
  sortOrder: z.optional(
    z.enum(TRANSACTION_SORT_ORDERS, { error: msg('validation.sortOrder.ascendingDescending') }),
  ),
  lastKey: z.optional(z.string().check(z.minLength(1))),
  status: z.optional(transactionStatusSchema),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/**
 * The `lastKey` query value for the page after the one that returned `lastKey`: a string
 * exactly as received; an object as the JSON text of what was received.
 */
export function encodeTransactionsLastKey(lastKey: TransactionsCursor): string {
  return cursorText(lastKey);
}
