/**
 * After an order whose answer was lost (timeout, dropped connection, 5xx): looking for it in
 * the party's newest orders for a bounded time instead of guessing (the exchange's reads are
 * eventually consistent, so it may take a few seconds to show).
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountKeys } from '../accounts/queries';
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
 * Whether `order` is the one sent: same pair, side, volume, type and accounts, created no
 * earlier than the send less the clock skew.
 */
export function matchesUnknownOrder(order: CryptoOrder, sent: UnknownOrder): boolean {
  const { body } = sent;
  if (order.pair !== body.pair || order.side !== body.side) return false;
  if (!isDecimal(order.volume) || compareDecimals(order.volume, body.volume, 40) !== 0) {
    return false;
  }
  if (order.settings && order.settings.type !== body.settings.type) return false;
  if (order.accountIdFrom && order.accountIdFrom !== body.accountIdFrom) return false;
  if (order.accountIdTo && order.accountIdTo !== body.accountIdTo) return false;
  const created = Date.parse(order.createdAt ?? '');
  return !Number.isNaN(created) && created >= Date.parse(sent.sentAt) - CLOCK_SKEW_MS;
}

/**
 * Reads the party's newest orders every ORDER_SEARCH_INTERVAL_MS for ORDER_SEARCH_DURATION_MS
 * (paused in a background tab) until the order sent shows; null = idle. Once found, balances
 * and orders are read again (the mutation's own refresh did not run, since it failed).
 */
export function useOrderSearch(sent: UnknownOrder | null): OrderSearch {
  const queryClient = useQueryClient();
  const searchKey = sent ? JSON.stringify(sent) : null;
  const [expiredKey, setExpiredKey] = useState<string | null>(null);
  const expired = searchKey !== null && expiredKey === searchKey;

  useEffect(() => {
    if (searchKey === null) return undefined;
    const timer = setTimeout(() => setExpiredKey(searchKey), ORDER_SEARCH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [searchKey]);

  const findIn = (pages: readonly { orders: readonly CryptoOrder[] }[] | undefined) =>
    sent ? pages?.[0]?.orders.find((order) => matchesUnknownOrder(order, sent)) : undefined;

  const query = useInfiniteQuery({
    ...cryptoQueries.orderPages(sent?.companyId),
    enabled: sent !== null,
    // A list read before the send cannot hold the order: always read afresh.
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
    refetchInterval: (current) =>
      findIn(current.state.data?.pages) || expired ? false : ORDER_SEARCH_INTERVAL_MS,
  });

  const order = findIn(query.data?.pages);
  const foundId = order?.id;
  useEffect(() => {
    if (foundId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [foundId, queryClient]);

  if (sent === null) return { status: 'idle' };
  if (order) return { status: 'found', order };
  if (expired && !query.isFetching) return { status: 'notFound' };
  return { status: 'searching' };
}
