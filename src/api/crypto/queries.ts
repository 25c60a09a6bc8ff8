import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getExchangeInfo, getOrder, getOrders } from './requests';

/** Orders of the user are keyed `own`; a company's by its id (never the same key). */
const scope = (companyId?: string) => companyId ?? 'own';

/** How many orders one page of the list holds (the API allows 1 to 25). */
export const ORDERS_PAGE_SIZE = 10;

/** Query keys of the crypto exchange; the only place they are made. */
export const cryptoKeys = {
  all: ['crypto'] as const,
  info: () => [...cryptoKeys.all, 'info'] as const,
  orders: () => [...cryptoKeys.all, 'orders'] as const,
  orderPages: (companyId?: string) => [...cryptoKeys.orders(), 'pages', scope(companyId)] as const,
  order: (orderId: string, companyId?: string) =>
    [...cryptoKeys.orders(), 'one', orderId, scope(companyId)] as const,
};

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
      getNextPageParam: (lastPage) =>
        lastPage.pageKey && lastPage.orders.length > 0 ? lastPage.pageKey : undefined,
    }),
  /** One order (eventually consistent: a 404 right after creation is expected, not final). */
  order: (orderId: string, companyId?: string) =>
    queryOptions({
      queryKey: cryptoKeys.order(orderId, companyId),
      queryFn: ({ signal }) => getOrder(orderId, companyId, signal),
    }),
};
