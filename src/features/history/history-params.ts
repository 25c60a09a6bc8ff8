import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TransactionSortOrder } from '../../api/transactions/requests';
import { TRANSACTION_STATUS_VALUES, type TransactionStatus } from '../../api/transactions/schemas';

/** What the history shows, read from the address (`?accountId=&status=&sort=&q=&companyId=`). */
export interface HistoryParams {
  accountId: string | undefined;
  companyId: string | undefined;
  /** undefined: every status. */
  status: TransactionStatus | undefined;
  sortOrder: TransactionSortOrder;
  /** The search text within loaded rows; '' for none. */
  q: string;
}

export type HistoryParamsChange = Partial<{
  accountId: string;
  status: TransactionStatus | undefined;
  sortOrder: TransactionSortOrder;
  q: string;
}>;

function statusOf(value: string | null): TransactionStatus | undefined {
  return TRANSACTION_STATUS_VALUES.find((status) => status === value);
}

/**
 * The address is the state of the history: Back, reload and a shared link show the same view.
 * Defaults (newest first, every status, no search) are left out of the address; an unknown
 * value reads as the default.
 */
export function useHistoryParams(): [
  HistoryParams,
  (change: HistoryParamsChange, options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const accountId = search.get('accountId') || undefined;
  const companyId = search.get('companyId') || undefined;
  const status = statusOf(search.get('status'));
  const sortOrder: TransactionSortOrder =
    search.get('sort') === 'ascending' ? 'ascending' : 'descending';
  const q = search.get('q') ?? '';

  const params = useMemo(
    () => ({ accountId, companyId, status, sortOrder, q }),
    [accountId, companyId, status, sortOrder, q],
  );

  const update = useCallback(
    (change: HistoryParamsChange, options: { replace?: boolean } = {}) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          const put = (name: string, value: string | undefined) => {
            if (value) next.set(name, value);
            else next.delete(name);
          };
          if ('accountId' in change) put('accountId', change.accountId);
          if ('status' in change) put('status', change.status);
          if ('sortOrder' in change) {
            put('sort', change.sortOrder === 'ascending' ? 'ascending' : undefined);
          }
          if ('q' in change) put('q', change.q);
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearch],
  );

  return [params, update];
}
