import { BankError } from '../bank-error';
import { orderMessages } from './messages';
import { isReadable, toApiOrder } from './orders';
import type { CryptoOrderRecord } from './records';
import { ordersQuerySchema } from './spec';

// GET /crypto-exchange/orders: the party's readable orders a page at a time, with an opaque
// cursor (`pageKey`) naming the sort and the last order of the page.
// Assumption A-126 (docs/assumptions.md): 10 a page by default, newest first, opaque cursor.

export const DEFAULT_PAGE_LIMIT = 10;

type Sort = 'asc' | 'desc';

/** ASCII text as base64url (btoa/atob: the mock runs in Node and under jsdom alike). */
function encodeKey(sort: Sort, id: string): string {
  const text = btoa(JSON.stringify({ sort, after: id }));
  return text.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The cursor's last order id, when the key is one this listing made for the same sort. */
function decodeKey(key: string, sort: Sort): string {
  try {
    const parsed = JSON.parse(atob(key.replaceAll('-', '+').replaceAll('_', '/'))) as unknown;
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      (parsed as { sort?: unknown }).sort === sort &&
      typeof (parsed as { after?: unknown }).after === 'string'
    ) {
      return (parsed as { after: string }).after;
    }
  } catch {
    // Not base64url JSON text: refused below.
  }
  throw new BankError(400, orderMessages.invalidPayload);
}

/** Oldest first: by creation time, then by id (a version 7 uuid, time-ordered). */
function compareOrders(a: CryptoOrderRecord, b: CryptoOrderRecord): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One page of `orders` (the party's, all of them) as the query asks: `pageLimit` 1-25,
 * `pageSort` asc or desc, `pageKey` from the previous page. A bad query is 400
 * `Invalid payload`; a key of an order the listing does not hold is too.
 */
export function orderPage(
  orders: readonly CryptoOrderRecord[],
  query: URLSearchParams,
  now: Date,
): { orders: ReturnType<typeof toApiOrder>[]; pageKey: string | null } {
  const parsed = ordersQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) throw new BankError(400, orderMessages.invalidPayload);
  const sort: Sort = parsed.data.pageSort ?? 'desc';
  const limit = parsed.data.pageLimit ?? DEFAULT_PAGE_LIMIT;

  const sorted = orders.filter((order) => isReadable(order, now)).sort(compareOrders);
  if (sort === 'desc') sorted.reverse();
  let start = 0;
  if (parsed.data.pageKey !== undefined) {
    const after = decodeKey(parsed.data.pageKey, sort);
    const index = sorted.findIndex((order) => order.id === after);
    if (index < 0) throw new BankError(400, orderMessages.invalidPayload);
    start = index + 1;
  }
  const page = sorted.slice(start, start + limit);
  const last = page.at(-1);
  const more = start + limit < sorted.length;
  return {
    orders: page.map(toApiOrder),
    pageKey: more && last ? encodeKey(sort, last.id) : null,
  };
}
