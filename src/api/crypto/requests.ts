// Requests of the crypto exchange, sent to `cryptoApiBaseUrl`: the paths here are
// relative to it (`/info`, not `/crypto-exchange/info`).
import { http } from '../http';
import {
  createOrderResponseSchema,
  createPayoutResponseSchema,
  createWalletResponseSchema,
  cryptoOrderSchema,
  exchangeInfoSchema,
  ordersPageSchema,
  type CreateOrderBody,
  type CreatePayoutBody,
  type CreateWalletBody,
  type OrdersQuery,
} from './schemas';

/** GET /crypto-exchange/info: every pair with its prices and order limits. */
export function getExchangeInfo(signal?: AbortSignal) {
  return http().request({ target: 'crypto', path: '/info', schema: exchangeInfoSchema, signal });
}

/** GET /crypto-exchange/orders: one page (`pageKey` is the cursor of the next one, or null). */
export function getOrders(query: OrdersQuery, signal?: AbortSignal) {
  return http().request({
    target: 'crypto',
    path: '/orders',
    query: {
      companyId: query.companyId,
      pageSort: query.pageSort,
      pageLimit: query.pageLimit,
      pageKey: query.pageKey,
    },
    schema: ordersPageSchema,
    signal,
  });
}

/**
 * GET /crypto-exchange/orders/{orderId} (a version 7 UUID). Eventually consistent: an order
 * created a moment ago may still answer 404.
 */
export function getOrder(orderId: string, companyId?: string, signal?: AbortSignal) {
  return http().request({
    target: 'crypto',
    path: `/orders/${encodeURIComponent(orderId)}`,
    query: { companyId },
    schema: cryptoOrderSchema,
    signal,
  });
}

/** POST /crypto-exchange/orders (`?companyId=` when acting for a company; A-68). */
export function createOrder({ companyId, ...body }: CreateOrderBody & { companyId?: string }) {
  return http().request({
    method: 'POST',
    target: 'crypto',
    path: '/orders',
    query: { companyId },
    body,
    schema: createOrderResponseSchema,
  });
}

/** POST /crypto-exchange/wallets: registers an external wallet (body: A-70, answer: A-71). */
export function createWallet({ companyId, ...body }: CreateWalletBody & { companyId?: string }) {
  return http().request({
    method: 'POST',
    target: 'crypto',
    path: '/wallets',
    query: { companyId },
    body,
    schema: createWalletResponseSchema,
  });
}

/** POST /crypto-exchange/payouts: sends crypto to a registered wallet (body: A-72, answer: A-73). */
export function createPayout({ companyId, ...body }: CreatePayoutBody & { companyId?: string }) {
  return http().request({
    method: 'POST',
    target: 'crypto',
    path: '/payouts',
    query: { companyId },
    body,
    schema: createPayoutResponseSchema,
  });
}
