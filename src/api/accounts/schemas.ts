// Accounts: lists, creation, activation and bank details.
// GET /account, GET /v1/accounts, POST /v1/accounts, PATCH /v2/accounts/{accountId},
// GET /v1/ext-accounts/{extAccountId}, GET /account/details/{account} (deprecated).
// The bank-details JSON helper lives in ./bank-details.ts.
import * as z from 'zod/mini';
import {
  bankCurrencySchema,
  currencyCodeSchema,
  nonEmptyString,
  openEnum,
  timestampSchema,
  trimmedTextSchema,
  idSchema,
} from '../shared/fields';
import { DECIMAL_PATTERN } from '../../utils/decimal-text';
import { msg } from '../shared/messages';
import { readableItems } from '../shared/tolerant';

export type { BankDetails } from './bank-details';

/** Item of GET /v1/accounts: every field a string; money fields stay strings. */
export const accountSchema = z.object({
  id: z.string(),
  currency: z.string(),
  status: z.string(),
  // Not read by any screen (the balances come from GET /account): not required (issue 35 §1).
  pending: z.optional(z.string()),
  posted: z.optional(z.string()),
  alias: z.optional(z.string()),
  endUserId: z.optional(z.string()),
  companyId: z.nullish(z.string()),
  createdAt: z.optional(timestampSchema),
  updatedAt: z.optional(timestampSchema),
  title: z.optional(z.string()),
  variantId: z.optional(z.string()),
  products: z.optional(z.array(z.object({ extAccountId: z.string(), id: z.string() }))),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /v1/accounts response. */
export const accountListSchema = readableItems(accountSchema);
export type AccountList = z.infer<typeof accountListSchema>;

export const LEGACY_ACCOUNT_STATUS_VALUES = ['activated', 'pending', 'initiated'] as const;
/** A legacy account's status as answered: one of the spec's, or another (e.g. `closed`). */
export const legacyAccountStatusSchema = openEnum(LEGACY_ACCOUNT_STATUS_VALUES);
export type LegacyAccountStatus = z.infer<typeof legacyAccountStatusSchema>;

/** Item of GET /account: balances are JSON numbers >= 0 in the spec. */
export const legacyAccountSchema = z.object({
  /** Not read: the account belongs to the signed-in customer or the company asked for. */
  client: z.optional(idSchema),
  account: idSchema,
  agent: z.optional(idSchema),
  auditor: z.optional(idSchema),
  available: z.number().check(z.gte(0)),
  holding: z.number().check(z.gte(0)),
  pending: z.number().check(z.gte(0)),
  /** available + pending. */
  balance: z.number().check(z.gte(0)),
  title: z.optional(z.string()),
  currency: bankCurrencySchema,
  created: z.optional(timestampSchema),
  updated: z.optional(timestampSchema),
  contract: z.optional(z.string()),
  status: legacyAccountStatusSchema,
  /** JSON-stringified bank details object: read it with parseBankDetailsJson. */
  bankDetails: z.nullish(z.string()),
  variantId: z.optional(z.string()),
  alias: z.optional(z.string()),
});
export type LegacyAccount = z.infer<typeof legacyAccountSchema>;

/** GET /account response. */
export const legacyAccountListSchema = readableItems(legacyAccountSchema);
export type LegacyAccountList = z.infer<typeof legacyAccountListSchema>;

/** The length limit of an account's title (POST /v1/accounts). */
export const ACCOUNT_TITLE_MAX = 50;

/** POST /v1/accounts body. */
// Assumption A-28 (docs/assumptions.md): title of 1-50 characters and currency required.
export const createAccountBodySchema = z.object({
  title: trimmedTextSchema(ACCOUNT_TITLE_MAX, {
    required: msg('validation.accountName.required'),
    tooLong: msg('validation.accountName.tooLong', { max: ACCOUNT_TITLE_MAX }),
  }),
  currency: currencyCodeSchema,
  companyId: z.optional(idSchema),
  variantId: z.optional(nonEmptyString(msg('validation.accountType.required'))),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

/**
 * POST /v1/accounts response: any 2xx body means the bank took the request (the public docs
 * show `{entity: "account", operation: "async", status: "processed"}`; `{}`, an account or
 * nothing are taken the same). Nothing in it is read: the account is awaited in the list.
 */
// Assumption A-29 (docs/assumptions.md): any 2xx body; creation is asynchronous.
export const createAccountResponseSchema = z.unknown();
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/** PATCH /v2/accounts/{accountId} body. */
export const accountActivationBodySchema = z.object({ companyId: idSchema });
export type AccountActivationBody = z.infer<typeof accountActivationBodySchema>;

/** PATCH /v2/accounts/{accountId} response; `status` is `pending` when accepted. */
export const accountActivationResultSchema = z.object({
  accountId: z.string(),
  operation: z.string(),
  status: z.string(),
});
export type AccountActivationResult = z.infer<typeof accountActivationResultSchema>;

/** GET /account/details/{account} (deprecated) response. */
export const deprecatedBankDetailsResponseSchema = z.array(
  z.object({
    provider: z.optional(z.string()),
    account: idSchema,
    bankDetails: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
);
export type DeprecatedBankDetailsResponse = z.infer<typeof deprecatedBankDetailsResponseSchema>;

/** A money value whose JSON type the docs do not give: a number, or a decimal string. */
// Assumption A-38 (docs/assumptions.md): a JSON number or a decimal string, kept as received.
export const moneyValueSchema = z.union([z.number(), z.string().check(z.regex(DECIMAL_PATTERN))]);
export type MoneyValue = z.infer<typeof moneyValueSchema>;

/** GET /v1/ext-accounts/{extAccountId} response (fields from the public docs). */
// Assumption A-39 (docs/assumptions.md): every field optional (the spec shows no body); only
// `bankDetails` is read.
export const extAccountSchema = z.object({
  available: z.optional(moneyValueSchema),
  holding: z.optional(moneyValueSchema),
  pending: z.optional(moneyValueSchema),
  /** available + pending. */
  balance: z.optional(moneyValueSchema),
  alias: z.optional(z.string()),
  variantId: z.optional(z.string()),
  bankDetails: z.nullish(z.string()),
  id: z.optional(z.string()),
  accountId: z.optional(z.string()),
  currency: z.optional(z.string()),
  status: z.optional(z.string()),
  createdAt: z.optional(timestampSchema),
  updatedAt: z.optional(timestampSchema),
});
export type ExtAccount = z.infer<typeof extAccountSchema>;
