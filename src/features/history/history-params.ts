import { useCallback, useEffect, useMemo, useRef } from 'react';
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

/** How many of the filters in the panel are on (status and the app's own). */
export function filtersOn(
  params: Pick<HistoryParams, 'status' | (typeof FILTER_NAMES)[number]>,
): number {
  return [params.status, ...FILTER_NAMES.map((name) => params[name])].filter(Boolean).length;
}

const dayOf = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);
const amountOf = (value: string | null) =>
  value && amountFilterProblem(value) === null ? value.trim() : undefined;
const flowOf = (value: string | null): HistoryFilter['flow'] =>
  value === 'in' || value === 'out' ? value : undefined;

function statusOf(value: string | null): TransactionStatus | undefined {
  return TRANSACTION_STATUS_VALUES.find((status) => status === value);
}

/**
 * The addresses the history wrote, from the one the page is drawn with to the last written,
 * once the page is drawn with `drawn`: the writes after it still to come when it is one of
 * them, else (Back, a link, the first change) `drawn` alone.
 */
export function followWritten(written: readonly string[], drawn: string): readonly string[] {
  const at = written.indexOf(drawn);
  return at < 0 ? [drawn] : written.slice(at);
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
  // function form does not queue), and on a busy phone the page is drawn a change or two behind
  // what was chosen: a change built on the drawn address dropped those not drawn yet (a status
  // then an order; a first day, a last day, then money out lost the last day). So the addresses
  // written are kept, and a change builds on the last of them while the page is drawn with one
  // of them; drawn with another (Back, a link), it starts from that one.
  const written = useRef<readonly string[]>([]);
  const drawn = search.toString();
  useEffect(() => {
    written.current = followWritten(written.current, drawn);
  }, [drawn]);
  const update = useCallback(
    (change: HistoryParamsChange, options: { replace?: boolean } = {}) => {
      setSearch(
        (rendered) => {
          const chain = followWritten(written.current, rendered.toString());
          const next = new URLSearchParams(chain.at(-1));
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
          written.current = [...chain, next.toString()];
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearch],
  );

  return [params, update];
}
