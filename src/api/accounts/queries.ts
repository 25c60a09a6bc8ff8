import { queryOptions } from '@tanstack/react-query';
import { getAccounts, getExtAccount, getLegacyAccounts, getLegacyBankDetails } from './requests';

/** Own accounts are keyed `own`; a company's by its id. */
const scope = (companyId?: string) => companyId ?? 'own';

/**
 * Query keys of the accounts resource; the only place they are made. Both lists sit under
 * `lists()` so that one invalidation refreshes them after an account is opened or activated.
 */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (companyId?: string) => [...accountKeys.lists(), 'v1', scope(companyId)] as const,
  legacyList: (companyId?: string) => [...accountKeys.lists(), 'legacy', scope(companyId)] as const,
  extAccount: (extAccountId: string) => [...accountKeys.all, 'ext', extAccountId] as const,
  legacyDetails: (accountId: string, companyId?: string) =>
    [...accountKeys.all, 'details', accountId, scope(companyId)] as const,
};

export const accountQueries = {
  list: (companyId?: string) =>
    queryOptions({
      queryKey: accountKeys.list(companyId),
      queryFn: ({ signal }) => getAccounts(companyId, signal),
    }),
  legacyList: (companyId?: string) =>
    queryOptions({
      queryKey: accountKeys.legacyList(companyId),
      queryFn: ({ signal }) => getLegacyAccounts(companyId, signal),
    }),
  extAccount: (extAccountId: string) =>
    queryOptions({
      queryKey: accountKeys.extAccount(extAccountId),
      queryFn: ({ signal }) => getExtAccount(extAccountId, signal),
    }),
  legacyDetails: (accountId: string, companyId?: string) =>
    queryOptions({
      queryKey: accountKeys.legacyDetails(accountId, companyId),
      queryFn: ({ signal }) => getLegacyBankDetails(accountId, companyId, signal),
    }),
};
