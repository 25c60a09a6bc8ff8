/**
 * After an order whose answer was lost (timeout, dropped connection, 5xx): looking for it in
 * the party's newest orders for a bounded time instead of guessing (the exchange's reads are
 * eventually consistent, so it may take a few seconds to show).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { accountKeys } from '../accounts/queries';
import { useLostAnswerSearch, useRefreshWhenFound } from '../shared/lost-answer-search';
import { cryptoQueries } from './queries';
import type { CreateOrderBody, CryptoOrder } from './schemas';
import { compareDecimals, isDecimal } from '../../utils/decimal';

// Assumption A-132 (docs/assumptions.md): how an order whose answer was lost is looked for.
/** How often and how long the newest orders are read. */
export const ORDER_SEARCH_INTERVAL_MS = 2_000;
export const ORDER_SEARCH_DURATION_MS = 20_000;
/** Clocks of the device and the exchange may differ by this much. */
const CLOCK_SKEW_MS = 120_000;

/** An order sent whose outcome is unknown. */
export interface UnknownOrder {
  body: CreateOrderBody;
  companyId: string | undefined;
  /** When the person confirmed (ISO 8601, the device's clock). */
  sentAt: string;
}

export type OrderSearch =
  | { status: 'idle' | 'searching' | 'notFound'; order?: undefined }
  | { status: 'found'; order: CryptoOrder };

/**
 * Whether `order` is the one sent: same pair, side, volume, type and (when sent) accounts, created no
 * earlier than the send less the clock skew.
 */
export function matchesUnknownOrder(order: CryptoOrder, sent: UnknownOrder): boolean {
  const { body } = sent;
  if (order.pair !== body.pair || order.side !== body.side) return false;
  if (!isDecimal(order.volume) || compareDecimals(order.volume, body.volume, 40) !== 0) {
    return false;
  }
  if (order.settings && order.settings.type !== body.settings.type) return false;
  // Accounts tell orders apart only where they were sent (else the exchange chose them).
  if (body.accountIdFrom && order.accountIdFrom && order.accountIdFrom !== body.accountIdFrom) {
    return false;
  }
  if (body.accountIdTo && order.accountIdTo && order.accountIdTo !== body.accountIdTo) return false;
  const created = Date.parse(order.createdAt ?? '');
  return !Number.isNaN(created) && created >= Date.parse(sent.sentAt) - CLOCK_SKEW_MS;
}

/** What is read again once the order is found. */
const REFRESH_WHEN_FOUND = [accountKeys.all];

type OrderPages = { pages: readonly { orders: readonly CryptoOrder[] }[] } | undefined;

/**
 * Reads the party's newest orders every ORDER_SEARCH_INTERVAL_MS for ORDER_SEARCH_DURATION_MS
 * (paused in a background tab) until the order sent shows; null = idle. Once found, balances
 * and orders are read again (the mutation's own refresh did not run, since it failed).
 */
export function useOrderSearch(sent: UnknownOrder | null): OrderSearch {
  const findIn = (data: OrderPages) =>
    sent ? data?.pages[0]?.orders.find((order) => matchesUnknownOrder(order, sent)) : undefined;
  const search = useLostAnswerSearch<OrderPages>(sent, {
    durationMs: ORDER_SEARCH_DURATION_MS,
    intervalMs: ORDER_SEARCH_INTERVAL_MS,
    isFound: (data) => findIn(data) !== undefined,
  });
  const query = useInfiniteQuery({
    ...cryptoQueries.orderPages(sent?.companyId),
    ...search.readOptions,
  });

  const order = findIn(query.data);
  useRefreshWhenFound(order?.id, REFRESH_WHEN_FOUND);
  if (order) return { status: 'found', order };
  return { status: search.statusUnlessFound(query.isFetching) };
}
