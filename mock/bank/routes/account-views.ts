import type { ClientProfile } from '../../../src/api/client/schemas';
import type {
  Account,
  DeprecatedBankDetailsResponse,
  ExtAccount,
  LegacyAccount,
} from '../../../src/api/accounts/schemas';
import { sumExact as sumDecimals } from '../spec/decimal';
import { bankDetailsOf } from '../spec/iban';
import type { AccountRecord } from '../state';

// How an account record is shown by each endpoint that reads accounts: the v1 list, the
// legacy list (balances as JSON numbers), the ext-account and the deprecated details list.
// Sums keep as many decimals as the balances have (a crypto account's carry 8).

/** The settled balance: what is available plus what is on hold for outgoing payments. */
// Assumption A-74 (docs/assumptions.md): posted = available + holding.
export function postedOf(record: AccountRecord): string {
  return sumDecimals([record.available, record.holding]);
}

export function toV1(record: AccountRecord, client: ClientProfile): Account {
  return {
    id: record.id,
    alias: record.alias,
    currency: record.currency,
    pending: record.pending,
    posted: postedOf(record),
    status: record.status,
    endUserId: client.client,
    // The spec types companyId as a string: an account of no company leaves it out (not null).
    ...(record.companyId === null ? {} : { companyId: record.companyId }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    title: record.title,
    variantId: record.variantId,
    products: [{ extAccountId: record.extAccountId, id: record.productId }],
  };
}

/**
 * The legacy list types balances as JSON numbers: the decimal strings become numbers only
 * here, at the serialization edge, after `balance` was computed exactly.
 */
export function toLegacy(record: AccountRecord, client: ClientProfile): LegacyAccount {
  return {
    client: client.client,
    account: record.id,
    ...(client.agent ? { agent: client.agent } : {}),
    // Assumption A-75 (docs/assumptions.md): auditor is the product id.
    auditor: record.productId,
    available: Number(record.available),
    holding: Number(record.holding),
    pending: Number(record.pending),
    balance: Number(sumDecimals([record.available, record.pending])),
    title: record.title,
    currency: record.currency,
    created: record.createdAt,
    updated: record.updatedAt,
    contract: record.contract,
    status: record.status,
    bankDetails: record.bankDetails,
    variantId: record.variantId,
    alias: record.alias,
  };
}

export function toExtAccount(record: AccountRecord): ExtAccount {
  // Assumption A-38 (docs/assumptions.md): decimal strings; balance = available + pending.
  return {
    id: record.extAccountId,
    accountId: record.id,
    currency: record.currency,
    status: record.status,
    available: record.available,
    holding: record.holding,
    pending: record.pending,
    balance: sumDecimals([record.available, record.pending]),
    alias: record.alias,
    variantId: record.variantId,
    bankDetails: record.bankDetails,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The `{key, value}` list of the deprecated endpoint; empty when the stored JSON is unusable. */
export function toDetailsList(record: AccountRecord): DeprecatedBankDetailsResponse {
  const details = bankDetailsOf(record.bankDetails) ?? {};
  const bankDetails = Object.entries(details).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ key, value }] : [],
  );
  // Assumption A-76 (docs/assumptions.md): the provider is `mock`.
  return [{ provider: 'mock', account: record.id, bankDetails }];
}
