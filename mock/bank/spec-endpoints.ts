import { BankError, mockMessages } from './bank-error';
import type { Router } from './router';

/** Every endpoint of the spec's summary table, as method and path pattern. */
export const SPEC_ENDPOINTS = [
  ['GET', '/client'],
  ['POST', '/client'],
  ['PATCH', '/client'],
  ['PATCH', '/client/contract'],
  ['POST', '/v2/clients/contract-accept'],
  ['GET', '/v2/clients/kyc-access-token'],
  ['GET', '/v1/kyc/access-token'],
  ['GET', '/contracts/clients'],
  ['GET', '/v2/companies'],
  ['GET', '/companies/:companyId'],
  ['PATCH', '/companies/contract'],
  ['POST', '/v2/companies/contract-accept'],
  ['POST', '/companies/email/resend-code'],
  ['GET', '/v2/companies/:companyId/kyb-access-token'],
  ['GET', '/v1/kyb/access-token/:companyId'],
  ['GET', '/account'],
  ['GET', '/v1/accounts'],
  ['POST', '/v1/accounts'],
  ['PATCH', '/v2/accounts/:accountId'],
  ['GET', '/v1/ext-accounts/:extAccountId'],
  ['GET', '/account/details/:account'],
  ['GET', '/recipient/search/:currency'],
  ['POST', '/v2/transfer'],
  ['POST', '/v2/transfer/internal'],
  ['GET', '/v1/transactions'],
  ['GET', '/crypto-exchange/info'],
  ['GET', '/crypto-exchange/orders'],
  ['GET', '/crypto-exchange/orders/:orderId'],
  ['POST', '/crypto-exchange/orders'],
  ['POST', '/crypto-exchange/wallets'],
  ['POST', '/crypto-exchange/payouts'],
] as const;

/**
 * Answers 501 for each spec endpoint that has no route of its own, so a missing piece of the
 * mock is not mistaken for the API's "not found". Register it after every real route: the
 * router takes the first match.
 */
export function notImplementedRoutes(router: Router): void {
  for (const [method, pattern] of SPEC_ENDPOINTS) {
    router.on(method, pattern, () => {
      throw new BankError(501, mockMessages.notImplemented);
    });
  }
}
