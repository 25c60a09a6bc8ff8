import { ApiError } from '../errors';
import { http } from '../http';
import {
  isRecipientFound,
  persistedRecipientListSchema,
  recipientSearchResponseSchema,
  type PersistedRecipient,
  type RecipientSearchQuery,
} from './schemas';

/** What a recipient search found, read strictly (see isRecipientFound). */
export interface RecipientMatch {
  /** The bank said, unambiguously, that a customer was found. */
  found: boolean;
  /** Found, able to receive in the searched currency, and with an account to send to. */
  transferPossible: boolean;
  name: string | null;
  surname: string | null;
  /** The recipient's default account in that currency: the transfer's `recipient.accountId`. */
  accountId: string | null;
  currency: string | null;
}

const NOT_FOUND: RecipientMatch = {
  found: false,
  transferPossible: false,
  name: null,
  surname: null,
  accountId: null,
  currency: null,
};

/**
 * GET /recipient/search/{currency}?attribute=phone|email&value=…: the first result that is a
 * found customer. An empty answer, or results that do not say "true", are not found.
 * Assumption A-85 (docs/assumptions.md): an empty array means nobody was found.
 */
export async function findRecipient(
  { currency, attribute, value }: RecipientSearchQuery,
  signal?: AbortSignal,
): Promise<RecipientMatch> {
  const results = await http().request({
    path: `/recipient/search/${encodeURIComponent(currency)}`,
    query: { attribute, value },
    schema: recipientSearchResponseSchema,
    signal,
  });
  const first = results.find((result) => isRecipientFound(result));
  if (!first) return NOT_FOUND;
  const accountId = first.account ?? null;
  return {
    found: true,
    transferPossible: first.isTransferPossible && accountId !== null,
    name: first.name ?? null,
    surname: first.surname ?? null,
    accountId,
    currency: first.currency ?? null,
  };
}

/** The saved recipients, or that the bank does not offer them. */
export type SavedRecipients =
  { available: false } | { available: true; items: PersistedRecipient[]; hasMore: boolean };

/** How many saved recipients are read (one page; A-59 allows up to 100). */
export const SAVED_RECIPIENTS_LIMIT = 100;

/**
 * GET /recipient (public docs, not in the contract: A-58). A 404, 405 or 501 answer means the
 * bank has no such endpoint: `{available: false}`, not an error, so the option is hidden and
 * nothing is retried (Assumption A-86, docs/assumptions.md).
 */
export async function getSavedRecipients(
  companyId: string | undefined,
  signal?: AbortSignal,
): Promise<SavedRecipients> {
  try {
    const list = await http().request({
      path: '/recipient',
      query: { limit: SAVED_RECIPIENTS_LIMIT, companyId },
      schema: persistedRecipientListSchema,
      signal,
    });
    return { available: true, items: list.items ?? [], hasMore: Boolean(list.nextToken) };
  } catch (error) {
    if (error instanceof ApiError && [404, 405, 501].includes(error.status)) {
      return { available: false };
    }
    throw error;
  }
}
