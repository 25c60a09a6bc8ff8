import { http } from '../http';
import {
  accountActivationResultSchema,
  accountListSchema,
  createAccountResponseSchema,
  deprecatedBankDetailsResponseSchema,
  extAccountSchema,
  legacyAccountListSchema,
  type AccountActivationBody,
  type CreateAccountBody,
} from './schemas';

/** GET /v1/accounts: the user's own accounts, or a company's with `companyId`. */
export function getAccounts(companyId?: string, signal?: AbortSignal) {
  return http().request({
    path: '/v1/accounts',
    query: { companyId },
    schema: accountListSchema,
    signal,
  });
}

/** GET /account: the legacy list (balances as JSON numbers, bankDetails as a JSON string). */
export function getLegacyAccounts(companyId?: string, signal?: AbortSignal) {
  return http().request({
    path: '/account',
    query: { companyId },
    schema: legacyAccountListSchema,
    signal,
  });
}

/** GET /v1/ext-accounts/{extAccountId}: balances and bank details of one account. */
export function getExtAccount(extAccountId: string, signal?: AbortSignal) {
  return http().request({
    path: `/v1/ext-accounts/${encodeURIComponent(extAccountId)}`,
    schema: extAccountSchema,
    signal,
  });
}

/** GET /account/details/{account} (deprecated; the fallback of GET /v1/ext-accounts). */
export function getLegacyBankDetails(accountId: string, companyId?: string, signal?: AbortSignal) {
  return http().request({
    path: `/account/details/${encodeURIComponent(accountId)}`,
    query: { companyId },
    schema: deprecatedBankDetailsResponseSchema,
    signal,
  });
}

/** POST /v1/accounts: asynchronous; the account appears in the lists a little later. */
export function createAccount(body: CreateAccountBody) {
  return http().request({
    method: 'POST',
    path: '/v1/accounts',
    body,
    schema: createAccountResponseSchema,
  });
}

/** PATCH /v2/accounts/{accountId}: activation of a company account. */
export function activateAccount({
  accountId,
  ...body
}: AccountActivationBody & { accountId: string }) {
  return http().request({
    method: 'PATCH',
    path: `/v2/accounts/${encodeURIComponent(accountId)}`,
    body,
    schema: accountActivationResultSchema,
  });
}
