import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSavedRecipients } from './requests';

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
