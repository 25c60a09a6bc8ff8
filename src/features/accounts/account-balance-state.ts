import type { QueryStateSource } from '../../components/ui/query-state';

/** What the balances section shows; null data means the bank has no balances for it. */
export type AccountBalanceState<B> = QueryStateSource<B | null>;

/**
 * The balances of one account as a query state. The join of GET /v1/accounts with the
 * legacy GET /account carries them once the legacy list has them; until then the legacy
 * list's own state decides: loading, failed (with its retry), or answered without this
 * account (no balances to show).
 */
export function accountBalanceState<B>(
  balances: B | null | undefined,
  legacy: Pick<QueryStateSource<unknown>, 'status' | 'error' | 'refetch'>,
): AccountBalanceState<B> {
  if (balances) return { status: 'success', data: balances, error: null };
  if (legacy.status === 'success') return { status: 'success', data: null, error: null };
  return { status: legacy.status, data: undefined, error: legacy.error, refetch: legacy.refetch };
}
