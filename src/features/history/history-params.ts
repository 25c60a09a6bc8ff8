import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TransactionSortOrder } from '../../api/transactions/requests';
import { TRANSACTION_STATUS_VALUES, type TransactionStatus } from '../../api/transactions/schemas';
import {
  amountFilterProblem,
  isCalendarDay,
  type HistoryFilter,
} from '../../domain/transactions/history-filter';

/**
 * What the history shows, read from the address (`?accountId=&status=&sort=&q=&companyId=`,
 * and the app's own filters `from=&to=&flow=&min=&max=`).
 */
export interface HistoryParams extends HistoryFilter {
  /** One account; undefined: every account of the party. */
  accountId: string | undefined;
  companyId: string | undefined;
  /** undefined: every status. */
  status: TransactionStatus | undefined;
  sortOrder: TransactionSortOrder;
  /** The search text within loaded rows; '' for none. */
  q: string;
}

export type HistoryParamsChange = Partial<{
  accountId: string | undefined;
  status: TransactionStatus | undefined;
  sortOrder: TransactionSortOrder;
  q: string;
  from: string | undefined;
  to: string | undefined;
  flow: 'in' | 'out' | undefined;
  min: string | undefined;
  max: string | undefined;
}>;

/** The mark of a details address opened from the view of every account. */
export const ALL_ACCOUNTS = { name: 'accounts', value: 'all' } as const;

/**
 * The address of a transaction's details from a history view: the view's own query string
 * (the way back), with the transaction's account, which the details page reads it by.
 */
export function detailsSearchOf(listSearch: string, accountId: string): string {
  const search = new URLSearchParams(listSearch);
  if (!search.get('accountId') || search.get(ALL_ACCOUNTS.name) === ALL_ACCOUNTS.value) {
    search.set('accountId', accountId);
    search.set(ALL_ACCOUNTS.name, ALL_ACCOUNTS.value);
  }
  return search.toString();
}

/** The names of the app's own filters in the address, as in HistoryFilter. */
export const FILTER_NAMES = ['from', 'to', 'flow', 'min', 'max'] as const;

const dayOf = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);
const amountOf = (value: string | null) =>
  value && amountFilterProblem(value) === null ? value.trim() : undefined;
const flowOf = (value: string | null): HistoryFilter['flow'] =>
  value === 'in' || value === 'out' ? value : undefined;

function statusOf(value: string | null): TransactionStatus | undefined {
  return TRANSACTION_STATUS_VALUES.find((status) => status === value);
}

/**
 * The address is the state of the history: Back, reload and a shared link show the same view.
 * Defaults (every account, newest first, every status, no search, no filter) are left out of
 * the address; an unknown value (a day that is not one, an amount that is not) reads as none.
 */
export function useHistoryParams(): [
  HistoryParams,
  (change: HistoryParamsChange, options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  // A transaction opened from the view of every account carries its own account for the
  // details page (`accountId`) and `accounts=all`, so that the way back is to every account.
  const accountId =
    search.get(ALL_ACCOUNTS.name) === ALL_ACCOUNTS.value
      ? undefined
      : search.get('accountId') || undefined;
  const companyId = search.get('companyId') || undefined;
  const status = statusOf(search.get('status'));
  const sortOrder: TransactionSortOrder =
    search.get('sort') === 'ascending' ? 'ascending' : 'descending';
  const q = search.get('q') ?? '';
  const from = dayOf(search.get('from'));
  const to = dayOf(search.get('to'));
  const flow = flowOf(search.get('flow'));
  const min = amountOf(search.get('min'));
  const max = amountOf(search.get('max'));

  const params = useMemo(
    () => ({ accountId, companyId, status, sortOrder, q, from, to, flow, min, max }),
    [accountId, companyId, status, sortOrder, q, from, to, flow, min, max],
  );

  // setSearchParams hands each call the address of the last render (React Router says its
  // function form does not queue): a second change before the next render, such as an order
  // chosen while the page still draws a status, would drop the first. The address last written
  // is kept with the one it was written over, and built on while that is still the rendered one.
  const written = useRef<{ over: string; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: HistoryParamsChange, options: { replace?: boolean } = {}) => {
      setSearch(
        (rendered) => {
          const over = rendered.toString();
          const last = written.current;
          const previous = last && last.over === over ? last.next : rendered;
          const next = new URLSearchParams(previous);
          const put = (name: string, value: string | undefined) => {
            if (value) next.set(name, value);
            else next.delete(name);
          };
          if ('accountId' in change) {
            put('accountId', change.accountId);
            next.delete(ALL_ACCOUNTS.name);
          }
          if ('status' in change) put('status', change.status);
          if ('sortOrder' in change) {
            put('sort', change.sortOrder === 'ascending' ? 'ascending' : undefined);
          }
          if ('q' in change) put('q', change.q);
          for (const name of FILTER_NAMES) if (name in change) put(name, change[name]);
          written.current = { over, next };
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearch],
  );

  return [params, update];
}
