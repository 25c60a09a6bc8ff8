import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  combineAccounts,
  type CombinedAccount,
} from '../../domain/accounts/accounts-with-balances';
import { useReadNow } from '../use-read-now';
import { accountQueries } from './queries';

/**
 * GET /v1/accounts and GET /account (with the company filter when given), started together
 * (no waterfall), and their join. `accounts` is undefined until the v1 list has arrived; while
 * the legacy list is missing or failed, the balances are null. Both leave as the screen
 * renders (useReadNow), not once it is shown.
 */
export function useAccountsWithBalances(companyId: string | undefined) {
  useReadNow(accountQueries.list(companyId));
  useReadNow(accountQueries.legacyList(companyId));
  const list = useQuery(accountQueries.list(companyId));
  const legacy = useQuery(accountQueries.legacyList(companyId));
  const accounts = useMemo<CombinedAccount[] | undefined>(
    () => (list.data ? combineAccounts(list.data, legacy.data ?? null) : undefined),
    [list.data, legacy.data],
  );
  return { list, legacy, accounts };
}
