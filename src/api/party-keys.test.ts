import { hashKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from './accounts/queries';
import { recipientKeys } from './recipients/queries';
import { HISTORY_PAGE_SIZE, transactionKeys } from './transactions/queries';

const COMPANY = '0b7c2a52-4b8e-4d0a-9a8f-3c1d2e4f5a6b';
const ACCOUNT = 'a1b2c3d4-0000-4000-8000-000000000001';

/**
 * Every cached read of data that belongs to a party, made for the user (`own`) and for a
 * company: the two keys must differ, so that switching party never shows the other's cache.
 */
const PARTY_KEYS: Record<string, (companyId?: string) => QueryKey> = {
  'accounts list (GET /v1/accounts)': (companyId) => accountKeys.list(companyId),
  'balances (GET /account)': (companyId) => accountKeys.legacyList(companyId),
  'bank details (GET /account/details)': (companyId) =>
    accountKeys.legacyDetails(ACCOUNT, companyId),
  'saved recipients (GET /recipient)': (companyId) => recipientKeys.saved(companyId),
  'recent transactions and reconcile (first page)': (companyId) =>
    transactionKeys.firstPage({ accountId: ACCOUNT, companyId, limit: 20 }),
  'history and export (pages)': (companyId) =>
    transactionKeys.pages({ accountId: ACCOUNT, companyId, limit: HISTORY_PAGE_SIZE }),
  'a transaction’s details (lookup)': (companyId) =>
    transactionKeys.lookup({ accountId: ACCOUNT, companyId, transactionId: 'tx-1' }),
};

describe('query keys per party', () => {
  it.each(Object.entries(PARTY_KEYS))('%s: a company’s key is never the user’s own', (_, key) => {
    const own = hashKey(key());
    const company = hashKey(key(COMPANY));
    expect(company).not.toBe(own);
    // Nor another company's.
    expect(hashKey(key('another-company'))).not.toBe(company);
    // And the same party gets the same key (one cache entry, one GET).
    expect(hashKey(key(COMPANY))).toBe(company);
  });
});
