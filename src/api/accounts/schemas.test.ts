import { readAnswerAs } from '../http';
import { unreadableItems } from '../shared/tolerant';
import { describe, it, expect } from 'vitest';
import {
  accountActivationBodySchema,
  accountActivationResultSchema,
  accountListSchema,
  createAccountBodySchema,
  createAccountResponseSchema,
  deprecatedBankDetailsResponseSchema,
  extAccountSchema,
  legacyAccountListSchema,
  legacyAccountSchema,
} from './schemas';
import { parseBankDetailsJson } from './bank-details';
import { englishMessage } from '../../test/schema-messages';

const CLIENT = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90';
const ACCOUNT = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const COMPANY = '9b1d7c4e-2f3a-4b5c-8d6e-7f8091a2b3c4';
const BANK_DETAILS = JSON.stringify({ iban: 'DE89370400440532013000', bic: 'DEUTDEFF' });

const accountV1 = {
  id: ACCOUNT,
  alias: 'ada-eur',
  currency: 'EUR',
  pending: '0.00',
  status: 'active',
  endUserId: CLIENT,
  companyId: '',
  createdAt: '2024-01-15T09:30:00.000Z',
  updatedAt: '2024-01-15T09:30:00.000Z',
  posted: '1520.75',
  title: 'Main EUR',
  variantId: 'eur-standard',
  products: [{ extAccountId: 'ext-123', id: 'prod-1' }],
};

const legacyAccount = {
  client: CLIENT,
  account: ACCOUNT,
  agent: '7d2e4f60-1a3b-4c5d-8e9f-0a1b2c3d4e5f',
  auditor: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  available: 1520.75,
  holding: 0,
  pending: 10,
  balance: 1530.75,
  title: 'Main EUR',
  currency: 'EUR',
  created: '2024-01-15T09:30:00.000Z',
  updated: '2024-01-15T09:30:00.000Z',
  contract: 'BasicContract',
  status: 'activated',
  bankDetails: BANK_DETAILS,
  variantId: 'eur-standard',
  alias: 'ada-eur',
};

describe('account lists', () => {
  it('accepts a realistic v1 list, keeps money as strings and strips unknown keys', () => {
    const parsed = accountListSchema.parse([{ ...accountV1, secret: 'x' }]);
    expect(parsed).toEqual([accountV1]);
    expect(parsed[0]?.posted).toBe('1520.75');
  });

  it('leaves out (and counts) a v1 account it cannot read, keeping the others (issue 35 §1)', () => {
    const { id: _id, ...withoutId } = accountV1;
    const read = (body: unknown) => readAnswerAs(accountListSchema, body, 'GET /v1/accounts');
    expect(read([withoutId, accountV1])).toEqual([accountV1]);
    expect(unreadableItems.total()).toBe(1);
    // The same answer read again, whole: nothing is left out any more.
    expect(read([accountV1])).toEqual([accountV1]);
    expect(unreadableItems.total()).toBe(0);
    // The list itself must still be a list.
    expect(accountListSchema.safeParse({ accounts: [accountV1] }).success).toBe(false);
  });

  it('does not require what no screen reads: v1 `pending` and `posted` (issue 35 §1)', () => {
    const { pending: _pending, posted: _posted, ...withoutBalances } = accountV1;
    expect(accountListSchema.parse([withoutBalances])).toEqual([withoutBalances]);
  });

  it('accepts a realistic legacy list and strips unknown keys', () => {
    expect(legacyAccountListSchema.parse([{ ...legacyAccount, extra: 1 }])).toEqual([
      legacyAccount,
    ]);
  });

  it('refuses negative or string balances in the legacy account; reads any status (A-295)', () => {
    expect(legacyAccountSchema.safeParse({ ...legacyAccount, available: -0.01 }).success).toBe(
      false,
    );
    expect(legacyAccountSchema.safeParse({ ...legacyAccount, balance: '1530.75' }).success).toBe(
      false,
    );
    expect(legacyAccountSchema.parse({ ...legacyAccount, status: 'closed' }).status).toBe('closed');
    expect(legacyAccountSchema.safeParse({ ...legacyAccount, status: 2 }).success).toBe(false);
    // Any code the bank gives (issue 35 §1): a crypto account in USDC is an account too.
    expect(legacyAccountSchema.parse({ ...legacyAccount, currency: 'USDC' }).currency).toBe('USDC');
    expect(legacyAccountSchema.safeParse({ ...legacyAccount, currency: '' }).success).toBe(false);
  });
});

describe('createAccountBodySchema', () => {
  it('accepts title of 1 and 50 characters, refuses 0 and 51', () => {
    const body = { title: 'a', currency: 'EUR' };
    expect(createAccountBodySchema.safeParse(body).success).toBe(true);
    expect(createAccountBodySchema.safeParse({ ...body, title: 'a'.repeat(50) }).success).toBe(
      true,
    );
    expect(createAccountBodySchema.safeParse({ ...body, title: '' }).success).toBe(false);
    const tooLong = createAccountBodySchema.safeParse({ ...body, title: 'a'.repeat(51) });
    expect(englishMessage(tooLong.error?.issues[0]?.message)).toBe(
      'Enter an account name of at most 50 characters',
    );
  });

  it('checks currency and the optional company id', () => {
    const body = { title: 'Main', currency: 'EUR', companyId: COMPANY, variantId: 'eur-standard' };
    expect(createAccountBodySchema.parse(body)).toEqual(body);
    expect(createAccountBodySchema.safeParse({ ...body, currency: 'eur' }).success).toBe(false);
    // Ids are the bank's, opaque (issue 35 §1): any non-empty one is sent back as it came.
    expect(createAccountBodySchema.safeParse({ ...body, companyId: 'acme' }).success).toBe(true);
    expect(createAccountBodySchema.safeParse({ ...body, companyId: '' }).success).toBe(false);
  });

  it('takes any 2xx answer to the creation as done (issue 19): the spec shows none', () => {
    const answer = { entity: 'account', operation: 'async', status: 'processed' };
    expect(createAccountResponseSchema.parse(answer)).toEqual(answer);
    for (const body of [{}, { entity: 'account' }, undefined, null, 'Created', [], { id: 'a1' }]) {
      expect(createAccountResponseSchema.safeParse(body).success, String(body)).toBe(true);
    }
  });
});

describe('account activation', () => {
  it('the body needs a UUID company id', () => {
    expect(accountActivationBodySchema.safeParse({ companyId: COMPANY }).success).toBe(true);
    expect(accountActivationBodySchema.safeParse({}).success).toBe(false);
  });

  it('the result carries accountId, operation and status', () => {
    const result = { accountId: ACCOUNT, operation: 'op-1', status: 'pending' };
    expect(accountActivationResultSchema.parse({ ...result, extra: true })).toEqual(result);
    expect(accountActivationResultSchema.safeParse({ accountId: ACCOUNT }).success).toBe(false);
  });
});

describe('bank details responses', () => {
  it('reads the deprecated list', () => {
    const list = [
      { provider: 'bank', account: ACCOUNT, bankDetails: [{ key: 'iban', value: 'DE89' }] },
    ];
    expect(deprecatedBankDetailsResponseSchema.parse(list)).toEqual(list);
    expect(deprecatedBankDetailsResponseSchema.safeParse([{ provider: 'bank' }]).success).toBe(
      false,
    );
  });

  it('reads an ext-account with numbers or decimal strings and strips unknown keys', () => {
    const ext = {
      available: 100.5,
      holding: '0.00',
      pending: 0,
      balance: '100.50',
      alias: 'ada-eur',
      variantId: 'eur-standard',
      bankDetails: BANK_DETAILS,
    };
    expect(extAccountSchema.parse({ ...ext, raw: {} })).toEqual(ext);
    expect(extAccountSchema.safeParse({ ...ext, balance: 'lots' }).success).toBe(false);
  });

  it('reads an ext-account without any of its fields: the spec shows no body (issue 19)', () => {
    expect(extAccountSchema.parse({})).toEqual({});
    expect(extAccountSchema.parse({ bankDetails: BANK_DETAILS })).toEqual({
      bankDetails: BANK_DETAILS,
    });
  });
});

describe('parseBankDetailsJson', () => {
  it('returns null for malformed JSON and non-objects, without throwing', () => {
    expect(parseBankDetailsJson('{"iban": "DE89')).toBeNull();
    expect(parseBankDetailsJson('')).toBeNull();
    expect(parseBankDetailsJson('"DE89"')).toBeNull();
    expect(parseBankDetailsJson('null')).toBeNull();
    expect(parseBankDetailsJson(undefined)).toBeNull();
    expect(parseBankDetailsJson(42)).toBeNull();
    expect(parseBankDetailsJson('{"unrelated": "x"}')).toBeNull();
  });

  it('reads iban and bic', () => {
    expect(parseBankDetailsJson(BANK_DETAILS)).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'DEUTDEFF',
    });
  });

  it('accepts common key spellings', () => {
    const raw = JSON.stringify({
      IBAN: 'GB82WEST12345698765432',
      bicSwift: 'WESTGB2L',
      accountNumber: '12345678',
      sort_code: '12-34-56',
      holder: ' Ada Lovelace ',
      bankName: 'West Bank',
    });
    expect(parseBankDetailsJson(raw)).toEqual({
      iban: 'GB82WEST12345698765432',
      bic: 'WESTGB2L',
      ukAccountNumber: '12345678',
      ukSortCode: '12-34-56',
      accountHolder: 'Ada Lovelace',
      bankName: 'West Bank',
    });
    expect(parseBankDetailsJson('{"swift": "DEUTDEFF", "name": "Ada"}')).toEqual({
      bic: 'DEUTDEFF',
      accountHolder: 'Ada',
    });
  });

  it('accepts a [{key, value}] list and skips non-string values', () => {
    const raw = JSON.stringify([
      { key: 'ukAccountNumber', value: '12345678' },
      { key: 'ukSortCode', value: '123456' },
      { key: 'iban', value: 12 },
    ]);
    expect(parseBankDetailsJson(raw)).toEqual({
      ukAccountNumber: '12345678',
      ukSortCode: '123456',
    });
  });
});
