import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { findRecipient, getSavedRecipients } from './requests';
import type { RecipientSearchQuery } from './schemas';

/** Own saved recipients are keyed `own`; a company's by its id. */
const scope = (companyId?: string) => companyId ?? 'own';

/** Query keys of the recipients resource; the only place they are made. */
export const recipientKeys = {
  all: ['recipients'] as const,
  saved: (companyId?: string) => [...recipientKeys.all, 'saved', scope(companyId)] as const,
};

export const recipientQueries = {
  saved: (companyId?: string) =>
    queryOptions({
      queryKey: recipientKeys.saved(companyId),
      queryFn: ({ signal }) => getSavedRecipients(companyId, signal),
    }),
};

/** The saved recipients; `data.available` is false where the bank has none to offer. */
export function useSavedRecipients(companyId?: string) {
  return useQuery(recipientQueries.saved(companyId));
}

/**
 * Finding a customer by phone or email, sent when the person asks (never per keystroke):
 * `search({currency, attribute, value})`, then `data` is the RecipientMatch. A new search
 * replaces the last one; `reset()` forgets it (e.g. when the phone number is edited).
 */
export function useRecipientSearch() {
  const mutation = useMutation({
    mutationFn: (query: RecipientSearchQuery) => findRecipient(query),
    retry: false,
  });
  return { ...mutation, search: mutation.mutate };
}
