import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { cryptoKeys } from './keys';
import { getExchangeInfo, getOrder, getOrders } from './requests';
import { cursorText } from '../shared/tolerant';

/** How many orders one page of the list holds (the API allows 1 to 25). */
export const ORDERS_PAGE_SIZE = 10;

export { cryptoKeys };

export const cryptoQueries = {
  /**
   * GET /info. Prices move: a screen that shows them sets its own `refetchInterval` while it
   * is visible (refetchIntervalInBackground stays false).
   */
  info: () =>
    queryOptions({
      queryKey: cryptoKeys.info(),
      queryFn: ({ signal }) => getExchangeInfo(signal),
    }),
  /** The orders, newest first, page after page (`pageKey` cursor). */
  orderPages: (companyId?: string) =>
    infiniteQueryOptions({
      queryKey: cryptoKeys.orderPages(companyId),
      queryFn: ({ pageParam, signal }) =>
        getOrders(
          {
            companyId,
            pageSort: 'desc',
            pageLimit: ORDERS_PAGE_SIZE,
            ...(pageParam ? { pageKey: pageParam } : {}),
          },
          signal,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => {
        const next = cursorText(lastPage.pageKey);
        return next !== '' && lastPage.orders.length > 0 ? next : undefined;
      },
    }),
  /** One order (eventually consistent: a 404 right after creation is expected, not final). */
  order: (orderId: string, companyId?: string) =>
    queryOptions({
      queryKey: cryptoKeys.order(orderId, companyId),
      queryFn: ({ signal }) => getOrder(orderId, companyId, signal),
    }),
};
