import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { readAcrossAccountsPage, type AcrossAccountsCursor } from './across-accounts';
import type { TransactionListParams } from './requests';

/**
 * Reads one page over every account of the party, as the history's infinite query does,
 * outside of it (the export reads every page once): the session's memory of a bank that wants
 * `accountId` and the accounts list come from the cache.
 */
export function useAcrossAccountsReader() {
  const client = useQueryClient();
  return useCallback(
    (
      params: Omit<TransactionListParams, 'accountId'>,
      cursor: AcrossAccountsCursor | null,
      signal: AbortSignal,
    ) => readAcrossAccountsPage(client, { ...params, accountId: undefined }, cursor, signal),
    [client],
  );
}
