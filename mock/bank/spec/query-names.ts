/**
 * The query parameters each endpoint takes, by `METHOD /path-pattern` as the router registers
 * it. Any other name is refused with 400 `Invalid payload` (assumption A-250): a renamed or
 * misspelt parameter must fail a test, not be answered as if it were absent.
 *
 * The names are the spec's (`accountId`, `limit`, `sortOrder`, `lastKey`, `pageSort`,
 * `pageLimit`, `pageKey`) and, where the spec leaves them out, the provider's public
 * reference's (`companyId`, `attribute`/`value`, `lastRecipientKey`). The transaction status
 * filter's name is shown nowhere; the mock reads it as `status`. An endpoint not listed
 * takes no query at all.
 */
export const QUERY_NAMES: Readonly<Record<string, readonly string[]>> = {
  'GET /v1/accounts': ['companyId'],
  'GET /account': ['companyId'],
  'GET /account/details/:account': ['companyId'],
  'GET /v1/transactions': ['accountId', 'companyId', 'status', 'sortOrder', 'limit', 'lastKey'],
  'GET /recipient/search/:currency': ['attribute', 'value'],
  'GET /recipient': ['limit', 'lastRecipientKey', 'companyId'],
  'GET /crypto-exchange/orders': ['companyId', 'pageSort', 'pageLimit', 'pageKey'],
  'GET /crypto-exchange/orders/:orderId': ['companyId'],
  'POST /crypto-exchange/orders': ['companyId'],
  'POST /crypto-exchange/wallets': ['companyId'],
  'POST /crypto-exchange/payouts': ['companyId'],
};

/** The query names of one route (none when it is not listed). */
export function queryNamesOf(method: string, pattern: string): readonly string[] {
  return QUERY_NAMES[`${method} ${pattern}`] ?? [];
}
