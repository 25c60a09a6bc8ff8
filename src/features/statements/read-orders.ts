import { ApiError } from '../../api/errors';
import type { ExchangeOrder, OrdersRead } from '../../domain/statements/unseen-movements';
import { cursorText } from '../../api/shared/tolerant';
import { readWithRetries } from './read-transactions';

/** One page of orders: the most the API allows (1 to 25). */
const ORDERS_PAGE = 25;
/** Past this many pages the orders are not checked: a statement does not wait on 200 trades. */
export const ORDERS_READ_MAX_PAGES = 8;
/** Answers that say there is no exchange here: not found, method not allowed, not implemented. */
const NO_EXCHANGE = new Set([404, 405, 501]);

/**
 * The party's exchange orders from now back to `since` (ms), newest first, for a statement to
 * tell whether trades moved an account's money unseen (unseenMovementsOf). Reading stops at
 * the first page that reaches back before `since`. A page is tried again after a network
 * failure or a 5xx, like every read; an exchange that says it is not there gives `none`; any
 * other failure, or more pages than ORDERS_READ_MAX_PAGES, gives `unread`. Rejects only when
 * `signal` aborts.
 */
// Assumption A-358 (docs/assumptions.md): the orders a statement reads.
export async function readOrdersSince(
  { companyId, since }: { companyId?: string | undefined; since: number },
  signal: AbortSignal,
): Promise<OrdersRead> {
  const { getOrders } = await import('../../api/crypto/requests');
  const orders: ExchangeOrder[] = [];
  let pageKey = '';
  for (let pages = 1; pages <= ORDERS_READ_MAX_PAGES; pages += 1) {
    let page: Awaited<ReturnType<typeof getOrders>>;
    try {
      page = await readWithRetries(
        () =>
          getOrders(
            {
              companyId,
              pageSort: 'desc',
              pageLimit: ORDERS_PAGE,
              ...(pageKey ? { pageKey } : {}),
            },
            signal,
          ),
        signal,
      );
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof ApiError && NO_EXCHANGE.has(error.status)) return { kind: 'none' };
      return { kind: 'unread' };
    }
    orders.push(...page.orders);
    const oldest = page.orders.at(-1)?.createdAt;
    const reachedBack = oldest !== undefined && Date.parse(oldest) < since;
    pageKey = cursorText(page.pageKey);
    if (reachedBack || pageKey === '' || page.orders.length === 0) {
      return { kind: 'read', orders };
    }
  }
  return { kind: 'unread' };
}
