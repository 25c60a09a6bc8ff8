// Transactions of an account. GET /v1/transactions.
import { z } from 'zod';
import { openEnum, queryIntSchema, timestampSchema, uuidSchema } from '../shared/fields';
import { msg } from '../shared/messages';

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
  name: z.string().nullish(),
  surname: z.string().nullish(),
  bicSwift: z.string().nullish(),
  iban: z.string().nullish(),
  /** `individual` is the value shown; kept open. */
  type: z.string().nullish(),
  ukAccountNumber: z.string().nullish(),
  ukSortCode: z.string().nullish(),
  bankName: z.string().nullish(),
  street: z.string().nullish(),
  houseNumber: z.string().nullish(),
  refinement: z.string().nullish(),
  city: z.string().nullish(),
  region: z.string().nullish(),
  country: z.string().nullish(),
  postCode: z.string().nullish(),
  reference: z.string().nullish(),
  email: z.string().nullish(),
});
export type TransactionParty = z.infer<typeof transactionPartySchema>;

/** Fee charged on a transaction; every value is a string in the spec. */
export const transactionChargeSchema = z.object({
  total: z.string().optional(),
  fee: z.string().optional(),
  percentage: z.string().optional(),
  flat: z.string().optional(),
  calculator: z.string().optional(),
  contractId: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  revenueAccount: z.string().optional(),
});
export type TransactionCharge = z.infer<typeof transactionChargeSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  /** Decimal string; never converted to a float. */
  amount: z.string(),
  status: transactionStatusValueSchema,
  extAccountId: z.string().nullish(),
  extId: z.string().nullish(),
  inTransactionId: z.string().nullish(),
  outTransactionId: z.string().nullish(),
  amlId: z.string().nullish(),
  amlScore: z.string().nullish(),
  amlStatus: z.string().nullish(),
  /** Open-ended in the spec (values not listed). */
  direction: z.string().optional(),
  paymentMethod: z.string().optional(),
  provider: z.string().optional(),
  createdAt: timestampSchema.optional(),
  updatedAt: timestampSchema.optional(),
  fee: z.boolean().optional(),
  charge: transactionChargeSchema.nullish(),
  recipient: transactionPartySchema.nullish(),
  sender: transactionPartySchema.nullish(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** The spec's cursor: `{accountId, id}`. */
export const transactionsLastKeySchema = z.object({ accountId: uuidSchema, id: uuidSchema });
export type TransactionsLastKey = z.infer<typeof transactionsLastKeySchema>;

/**
 * Cursor of the next page as the bank gave it, opaque: the spec's object (any keys kept, in
 * their order) or a string. Passed back as the `lastKey` query parameter.
 */
// Assumption A-46 (docs/assumptions.md): never rebuilt from its parts.
export const transactionsCursorSchema = z.union([
  z.string().min(1),
  z.record(z.string(), z.unknown()),
]);
export type TransactionsCursor = z.infer<typeof transactionsCursorSchema>;

export const transactionListPageSchema = z.object({
  transactions: z.array(transactionSchema),
  /** Absent or null on the last page. */
  lastKey: transactionsCursorSchema.nullish(),
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
  accountId: uuidSchema.optional(),
  limit: queryIntSchema(1, TRANSACTION_PAGE_MAX, 'validation.query.pageSize').optional(),
  sortOrder: z
    .enum(TRANSACTION_SORT_ORDERS, { error: msg('validation.sortOrder.ascendingDescending') })
    .optional(),
  lastKey: z.string().min(1).optional(),
  status: transactionStatusSchema.optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/**
 * The `lastKey` query value for the page after the one that returned `lastKey`: a string
 * exactly as received; an object as the JSON text of what was received.
 */
export function encodeTransactionsLastKey(lastKey: TransactionsCursor): string {
  return typeof lastKey === 'string' ? lastKey : JSON.stringify(lastKey);
}
