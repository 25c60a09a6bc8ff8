import { queryOptions, useQueries } from '@tanstack/react-query';
import { recipientKeys } from './queries';
import { findRecipient, type RecipientMatch } from './requests';
import type { RecipientSearchQuery } from './schemas';

/** How long an answer of the search is reused (going back and forth between the steps). */
const SEARCH_FRESH_MS = 60_000;

/** Looking a customer up by phone or email in one currency, as a read (cached by what was asked). */
export const recipientSearchQueries = {
  search: (query: RecipientSearchQuery) =>
    queryOptions({
      queryKey: [...recipientKeys.all, 'search', query] as const,
      queryFn: ({ signal }) => findRecipient(query, signal),
      staleTime: SEARCH_FRESH_MS,
    }),
};

/** One search's state: its currency and, once answered, what it found. */
export interface CurrencySearch {
  currency: string;
  status: 'pending' | 'error' | 'success';
  match: RecipientMatch | undefined;
  error: unknown;
  refetch: () => void;
}

/**
 * The searches of one phone number or email in each of `currencies` (a customer is found in
 * one currency at a time), started only when `value` is a complete one (never null).
 */
export function useRecipientSearches(
  attribute: RecipientSearchQuery['attribute'],
  value: string | null,
  currencies: readonly string[],
): CurrencySearch[] {
  return useQueries({
    queries: currencies.map((currency) => ({
      ...recipientSearchQueries.search({
        currency,
        attribute,
        value: value ?? '',
      } as RecipientSearchQuery),
      enabled: value !== null,
    })),
    combine: (results) =>
      results.map((result, index) => ({
        currency: currencies[index] ?? '',
        status: result.status,
        match: result.data,
        error: result.error,
        refetch: () => void result.refetch(),
      })),
  });
}
