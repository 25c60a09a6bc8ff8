import type { Transaction } from '../../api/transactions/schemas';
import { pairCurrencies } from '../crypto/pair-name';
import { isIsoCurrency } from '../../utils/currency';

/** An exchange order as a statement reads it (GET /crypto-exchange/orders). */
export interface ExchangeOrder {
  id: string;
  pair: string;
  accountIdFrom?: string | undefined;
  accountIdTo?: string | undefined;
  state: { status: string };
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
}

/** What the app read of the party's exchange orders, back to the period's start. */
export type OrdersRead =
  /** The tenant does not offer the exchange, or the exchange says it is not there. */
  | { kind: 'none' }
  | { kind: 'read'; orders: readonly ExchangeOrder[] }
  /** The orders could not be read (a failure, or more than the app reads for a statement). */
  | { kind: 'unread' };

/**
 * Money the statement cannot see: movements of the account's balance that are not among its
 * transactions, so the balances worked back from today's may be off by them.
 */
export interface UnseenMovements {
  /** Exchange orders on the account since the period's start that no transaction books. */
  orders: number;
  /** Whether the orders could not be checked at all. */
  ordersUnchecked: boolean;
  /** A crypto holding: payouts to wallets move it, and the app cannot list them. */
  payouts: boolean;
}

// Assumption A-358 (docs/assumptions.md): which orders may have moved the account's money.
/** Statuses of an order that moved no money (A-133's words): refused, or called off. */
const MOVED_NOTHING = new Set(['rejected', 'cancelled', 'canceled']);

function timeOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/**
 * Whether the order may have moved this account's money: it names the account as either
 * side; or, naming neither account, its pair holds the account's currency.
 */
function touches(order: ExchangeOrder, account: { id: string; currency: string }): boolean {
  if (order.accountIdFrom !== undefined || order.accountIdTo !== undefined) {
    return order.accountIdFrom === account.id || order.accountIdTo === account.id;
  }
  const currencies = pairCurrencies(order.pair);
  const code = account.currency.toUpperCase();
  return (
    currencies !== null &&
    (currencies.base.toUpperCase() === code || currencies.quote.toUpperCase() === code)
  );
}

/** The ids the rows name (their own, the bank's external id, the linked in/out rows). */
function namedIds(transactions: readonly Transaction[]): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const row of transactions) {
    for (const id of [row.id, row.extId, row.inTransactionId, row.outTransactionId]) {
      if (id) ids.add(id);
    }
  }
  return ids;
}

/**
 * What may have moved the account's balance between the period's start (`since`, ms) and
 * now without a transaction the statement sees. An exchange order counts when it touches
 * the account, did not end rejected or cancelled, was created or changed on or after `since`
 * (or says neither when) and no transaction names it (a bank that books trades as
 * transactions leaves nothing unseen). A crypto holding may also have been paid out to a
 * wallet, which no list of the spec shows.
 */
export function unseenMovementsOf({
  account,
  orders,
  transactions,
  since,
}: {
  account: { id: string; currency: string };
  orders: OrdersRead;
  transactions: readonly Transaction[];
  since: number;
}): UnseenMovements {
  const payouts = orders.kind !== 'none' && !isIsoCurrency(account.currency);
  if (orders.kind !== 'read') {
    return { orders: 0, ordersUnchecked: orders.kind === 'unread', payouts };
  }
  const booked = namedIds(transactions);
  const count = orders.orders.filter((order) => {
    if (!touches(order, account) || booked.has(order.id)) return false;
    if (MOVED_NOTHING.has(order.state.status.trim().toLowerCase())) return false;
    const times = [timeOf(order.createdAt), timeOf(order.updatedAt)].filter(
      (time): time is number => time !== null,
    );
    return times.length === 0 || Math.max(...times) >= since;
  }).length;
  return { orders: count, ordersUnchecked: false, payouts };
}

/** Whether the statement's balances hold as fact: nothing moved the account unseen. */
export function isExact(unseen: UnseenMovements): boolean {
  return unseen.orders === 0 && !unseen.ordersUnchecked && !unseen.payouts;
}
