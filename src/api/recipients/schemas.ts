// Recipients: search by phone or email, and the saved (persisted) recipients.
// GET /recipient/search/{currency}?attribute=phone|email&value=..., GET /recipient (public docs).
import * as z from 'zod/mini';
import { currencyCodeSchema, phoneSchema, queryIntSchema, idSchema } from '../shared/fields';
import { msg } from '../shared/messages';
import { readableItems } from '../shared/tolerant';

/** Item of GET /recipient/search/{currency}. `isRecipientFound` is a boolean word in a string. */
export const recipientSearchResultSchema = z.object({
  isTransferPossible: z.boolean(),
  // Tolerant: a real boolean is accepted as well; read it with isRecipientFound().
  isRecipientFound: z.union([z.string(), z.boolean()]),
  name: z.nullish(z.string()),
  surname: z.nullish(z.string()),
  /** Recipient identifier. */
  client: z.nullish(idSchema),
  /** Default account of the recipient for the searched currency. */
  account: z.nullish(idSchema),
  currency: z.nullish(z.string()),
});
export type RecipientSearchResult = z.infer<typeof recipientSearchResultSchema>;

/** GET /recipient/search/{currency} response. */
export const recipientSearchResponseSchema = readableItems(recipientSearchResultSchema);
export type RecipientSearchResponse = z.infer<typeof recipientSearchResponseSchema>;

/**
 * Reads a boolean word ("true"/"false", any case, surrounding spaces allowed) or a boolean.
 * Anything else gives null, so "no", "1" or "" are never read as found.
 */
export function parseBooleanWord(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (word === 'true') return true;
  if (word === 'false') return false;
  return null;
}

/** True only when the search result says, unambiguously, that the recipient was found. */
export function isRecipientFound(result: Pick<RecipientSearchResult, 'isRecipientFound'>): boolean {
  return parseBooleanWord(result.isRecipientFound) === true;
}

export const RECIPIENT_SEARCH_ATTRIBUTES = ['phone', 'email'] as const;
export const recipientSearchAttributeSchema = z.enum(RECIPIENT_SEARCH_ATTRIBUTES, {
  error: msg('validation.recipientSearch.attribute'),
});

/** Path `currency` and query `attribute`, `value` of the search; `value` is checked by attribute. */
// Assumption A-57 (docs/assumptions.md): a phone value in the client phone's E.164 form.
export const recipientSearchQuerySchema = z.discriminatedUnion(
  'attribute',
  [
    z.object({
      currency: currencyCodeSchema,
      attribute: z.literal('phone'),
      value: phoneSchema,
    }),
    z.object({
      currency: currencyCodeSchema,
      attribute: z.literal('email'),
      value: z.email({ error: msg('validation.email.invalid') }),
    }),
  ],
  { error: msg('validation.recipientSearch.attribute') },
);
export type RecipientSearchQuery = z.infer<typeof recipientSearchQuerySchema>;

/** Item of GET /recipient (public docs). */
export const persistedRecipientSchema = z.object({
  /** The `key` of a `persisted` recipient in an internal transfer. */
  recipientKey: idSchema,
  /** e.g. UKLT. */
  transferType: z.optional(z.string()),
  /** e.g. personal. */
  recipientType: z.optional(z.string()),
  currency: z.optional(z.string()),
  accountNumber: z.nullish(z.string()),
  sortCode: z.nullish(z.string()),
  companyName: z.nullish(z.string()),
  name: z.nullish(z.string()),
  surname: z.nullish(z.string()),
  iban: z.nullish(z.string()),
  email: z.nullish(z.string()),
});
export type PersistedRecipient = z.infer<typeof persistedRecipientSchema>;

/** GET /recipient response. */
export const persistedRecipientListSchema = z.object({
  items: z.optional(readableItems(persistedRecipientSchema)),
  /** Not read: the items are counted as they are read. */
  count: z.optional(z.number()),
  /** Cursor for the next page; absent or null on the last page. */
  nextToken: z.nullish(z.string()),
});
export type PersistedRecipientList = z.infer<typeof persistedRecipientListSchema>;

/** The most recipients one page may ask for (`limit`). */
export const RECIPIENT_PAGE_MAX = 100;

/** GET /recipient query. */
// Assumption A-59 (docs/assumptions.md): limit 1-100, like the transaction list.
export const persistedRecipientListQuerySchema = z.object({
  limit: z.optional(queryIntSchema(1, RECIPIENT_PAGE_MAX, 'validation.query.pageSize')),
  lastRecipientKey: z.optional(z.string().check(z.minLength(1))),
  companyId: z.optional(idSchema),
});
export type PersistedRecipientListQuery = z.infer<typeof persistedRecipientListQuerySchema>;
