/** Orders of the user are keyed `own`; a company's by its id (never the same key). */
const scope = (companyId?: string) => companyId ?? 'own';

/**
 * Query keys of the crypto exchange; the only place they are made. A module of their own (no
 * requests, no schemas), so a screen that only reads the prices in passing loads nothing more.
 */
export const cryptoKeys = {
  all: ['crypto'] as const,
  info: () => [...cryptoKeys.all, 'info'] as const,
  orders: () => [...cryptoKeys.all, 'orders'] as const,
  orderPages: (companyId?: string) => [...cryptoKeys.orders(), 'pages', scope(companyId)] as const,
  order: (orderId: string, companyId?: string) =>
    [...cryptoKeys.orders(), 'one', orderId, scope(companyId)] as const,
};
