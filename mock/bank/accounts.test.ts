import { beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../src/api/accounts/schemas';
import type { Company } from '../../src/api/companies/schemas';
import type { MockBank } from './bank';
import { ACCOUNT_OPENING_DELAY_MS } from './routes/accounts';
import { seedBank } from './seed';
import { createTestBank, type TestBank } from './test-bank';
import {
  accountActivationResultSchema,
  accountListSchema,
  deprecatedBankDetailsResponseSchema,
  extAccountSchema,
  legacyAccountListSchema,
} from './spec/responses';
import { sum as addDecimals } from './spec/decimal';
import { bankDetailsOf as parseBankDetailsJson } from './spec/iban';
import { isValidIBAN as isValidIban } from 'ibantools';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

async function list(as = 'ada', companyId?: string): Promise<Account[]> {
  const query = companyId ? `?companyId=${companyId}` : '';
  const response = await call('GET', `/v1/accounts${query}`, { as });
  expect(response.status).toBe(200);
  return accountListSchema.parse(response.body);
}

function companiesOf(login: string): Company[] {
  return bank.state.users.get(login)?.companies ?? [];
}

function acmeCompany(name: string): Company {
  const company = companiesOf('acme').find((candidate) => candidate.name === name);
  if (!company) throw new Error(`No company ${name}`);
  return company;
}

const error = (status: number, message: string) => ({ status, body: { message } });

describe('GET /v1/accounts', () => {
  it('lists ada’s own accounts, which pass the app’s schema', async () => {
    const accounts = await list();
    expect(accounts.map(({ title, currency, status }) => ({ title, currency, status }))).toEqual([
      { title: 'Everyday euros', currency: 'EUR', status: 'activated' },
      { title: 'Pounds', currency: 'GBP', status: 'activated' },
      { title: 'Bitcoin', currency: 'BTC', status: 'activated' },
      { title: 'Ether', currency: 'ETH', status: 'activated' },
    ]);
    const record = bank.state.users.get('ada')?.accounts[0];
    expect(accounts[0]).toMatchObject({
      id: record?.id,
      pending: record?.pending,
      posted: addDecimals([record?.available ?? '0', record?.holding ?? '0']),
      endUserId: bank.state.users.get('ada')?.client?.client,
      products: [{ extAccountId: record?.extAccountId, id: record?.productId }],
    });
  });

  it('without companyId leaves company accounts out; with it, lists only that company’s', async () => {
    expect(await list('acme')).toEqual([]);
    const corp = acmeCompany('Acme Corporation');
    const accounts = await list('acme', corp.companyId);
    expect(accounts.map((account) => account.title)).toEqual([
      'Acme operating',
      'Savings',
      'Acme bitcoin',
    ]);
    expect(accounts.every((account) => account.companyId === corp.companyId)).toBe(true);
    const rockets = await list('acme', acmeCompany('Acme Rockets').companyId);
    expect(rockets.map((account) => [account.title, account.status])).toEqual([
      ['Launch fund', 'initiated'],
    ]);
  });

  it('another user’s company → 403 Sender has no access to this account', async () => {
    const corp = acmeCompany('Acme Corporation');
    expect(await call('GET', `/v1/accounts?companyId=${corp.companyId}`)).toEqual(
      error(403, 'Sender has no access to this account'),
    );
    expect(await call('GET', `/account?companyId=${corp.companyId}`)).toEqual(
      error(403, 'Sender has no access to this account'),
    );
  });

  it('a user without a client → 404 Client not found', async () => {
    expect(await call('GET', '/v1/accounts', { as: 'new' })).toEqual(
      error(404, 'Client not found'),
    );
  });
});

describe('GET /account (legacy)', () => {
  it('sends balances as JSON numbers with balance = available + pending', async () => {
    const response = await call('GET', '/account');
    expect(response.status).toBe(200);
    const accounts = legacyAccountListSchema.parse(response.body);
    const records = bank.state.users.get('ada')?.accounts ?? [];
    expect(accounts).toHaveLength(4);
    accounts.forEach((account, index) => {
      const record = records[index];
      expect(account.account).toBe(record?.id);
      expect(typeof account.balance).toBe('number');
      expect(account.available).toBe(Number(record?.available));
      expect(account.balance).toBe(
        Number(addDecimals([record?.available ?? '0', record?.pending ?? '0'], 8)),
      );
      // The crypto holdings (Bitcoin, Ether) have no bank details.
      if (index < 2) {
        expect(parseBankDetailsJson(account.bankDetails)).toMatchObject({
          accountHolder: 'Ada Lovelace',
        });
      }
    });
  });

  it('keeps the seeded malformed bankDetails string as it is', async () => {
    const corp = acmeCompany('Acme Corporation');
    const response = await call('GET', `/account?companyId=${corp.companyId}`, { as: 'acme' });
    const savings = legacyAccountListSchema
      .parse(response.body)
      .find((account) => account.title === 'Savings');
    expect(savings?.bankDetails).toBe('{"iban": "DE02');
    expect(parseBankDetailsJson(savings?.bankDetails)).toBeNull();
  });
});

describe('POST /v1/accounts', () => {
  const open = (body: unknown, as = 'ada') => call('POST', '/v1/accounts', { as, body });

  it('answers 201 processed; the account appears only after the opening delay', async () => {
    const response = await open({ title: 'Holidays', currency: 'EUR' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      entity: 'account',
      operation: 'async',
      status: 'processed',
    });

    expect(await list()).toHaveLength(4);
    advance(ACCOUNT_OPENING_DELAY_MS - 1);
    expect(await list()).toHaveLength(4);
    advance(1);
    const accounts = await list();
    expect(accounts).toHaveLength(5);
    const opened = accounts.find((account) => account.title === 'Holidays');
    expect(opened).toMatchObject({
      currency: 'EUR',
      status: 'activated',
      pending: '0.00',
      posted: '0.00',
    });
    expect(opened).not.toHaveProperty('companyId');
    expect(opened?.products).toHaveLength(1);

    const extAccountId = opened?.products?.[0]?.extAccountId ?? '';
    const ext = extAccountSchema.parse(
      (await call('GET', `/v1/ext-accounts/${extAccountId}`)).body,
    );
    expect(ext).toMatchObject({ available: '0.00', balance: '0.00', accountId: opened?.id });
    const details = parseBankDetailsJson(ext.bankDetails);
    expect(details).toMatchObject({
      bic: 'MOCKDEFFXXX',
      accountHolder: 'Ada Lovelace',
    });
    expect(details?.iban).toMatch(/^DE\d{20}$/);
    expect(isValidIban(details?.iban ?? '')).toBe(true);
  });

  it('a GBP account gets a GB IBAN with UK account number and sort code', async () => {
    const corp = acmeCompany('Acme Corporation');
    expect(
      (await open({ title: 'UK', currency: 'GBP', companyId: corp.companyId }, 'acme')).status,
    ).toBe(201);
    advance(ACCOUNT_OPENING_DELAY_MS);
    const opened = (await list('acme', corp.companyId)).find((account) => account.title === 'UK');
    // Company accounts wait for activation.
    expect(opened?.status).toBe('initiated');
    const ext = extAccountSchema.parse(
      (await call('GET', `/v1/ext-accounts/${opened?.products?.[0]?.extAccountId}`, { as: 'acme' }))
        .body,
    );
    const details = parseBankDetailsJson(ext.bankDetails);
    expect(details?.accountHolder).toBe('Acme Corporation');
    expect(details?.sortCode).toMatch(/^\d{6}$/);
    expect(details?.accountNumber).toMatch(/^\d{8}$/);
    expect(details?.iban).toBe(
      `GB${details?.iban?.slice(2, 4)}MOCK${details?.sortCode}${details?.accountNumber}`,
    );
    expect(isValidIban(details?.iban ?? '')).toBe(true);
  });

  it('enforces the contract quota, counting accounts that are still being opened', async () => {
    // BasicContract: EUR 2, GBP 1. Ada has one of each.
    expect(await open({ title: 'More pounds', currency: 'GBP' })).toEqual(
      error(400, 'Account contracts quota is over provided limits'),
    );
    expect((await open({ title: 'Second euros', currency: 'EUR' })).status).toBe(201);
    // Not listed yet, but it counts.
    expect(await list()).toHaveLength(4);
    expect(await open({ title: 'Third euros', currency: 'EUR' })).toEqual(
      error(400, 'Account contracts quota is over provided limits'),
    );
  });

  it('a currency the contract does not list → 400 quota over', async () => {
    expect(await open({ title: 'Dollars', currency: 'USD' })).toEqual(
      error(400, 'Account contracts quota is over provided limits'),
    );
  });

  it('company accounts are counted per company', async () => {
    const corp = acmeCompany('Acme Corporation');
    // Acme Corporation has two EUR accounts already (operating and savings).
    expect(
      await open({ title: 'Third', currency: 'EUR', companyId: corp.companyId }, 'acme'),
    ).toEqual(error(400, 'Account contracts quota is over provided limits'));
    expect(
      (await open({ title: 'Pounds', currency: 'GBP', companyId: corp.companyId }, 'acme')).status,
    ).toBe(201);
    // acme's own quota is untouched by the companies' accounts.
    expect((await open({ title: 'Mine', currency: 'EUR' }, 'acme')).status).toBe(201);
  });

  it('no client → 404 Client not found; no contract → 403 Sender has no contract', async () => {
    expect(await open({ title: 'X', currency: 'EUR' }, 'new')).toEqual(
      error(404, 'Client not found'),
    );
    const ada = bank.state.users.get('ada');
    if (ada?.client) ada.client.contract = null;
    expect(await open({ title: 'X', currency: 'EUR' })).toEqual(
      error(403, 'Sender has no contract'),
    );
  });

  it('a company that is not the user’s → 404 Company not found', async () => {
    const corp = acmeCompany('Acme Corporation');
    expect(await open({ title: 'X', currency: 'EUR', companyId: corp.companyId })).toEqual(
      error(404, 'Company not found'),
    );
  });

  it.each([
    ['an empty title', { title: '', currency: 'EUR' }],
    ['a title of 51 characters', { title: 'a'.repeat(51), currency: 'EUR' }],
    ['no currency', { title: 'X' }],
    ['a lower-case currency', { title: 'X', currency: 'eur' }],
    ['a companyId that is not a uuid', { title: 'X', currency: 'EUR', companyId: 'acme' }],
    ['no body', undefined],
  ])('%s → 400 Invalid payload, nothing created', async (_name, body) => {
    expect(await open(body)).toEqual(error(400, 'Invalid payload'));
    expect(bank.state.users.get('ada')?.accounts).toHaveLength(4);
  });

  it('accepts a title of exactly 50 characters', async () => {
    expect((await open({ title: 'a'.repeat(50), currency: 'EUR' })).status).toBe(201);
  });

  it('reset() forgets accounts being opened, and the state equals a fresh seed', async () => {
    await open({ title: 'Holidays', currency: 'EUR' });
    bank.reset();
    advance(ACCOUNT_OPENING_DELAY_MS);
    expect(await list()).toHaveLength(4);
    expect(bank.state).toEqual(seedBank(START));
  });
});

describe('GET /v1/ext-accounts/{extAccountId}', () => {
  it('answers balances, alias, variantId and the bankDetails JSON string', async () => {
    const record = bank.state.users.get('ada')?.accounts[1];
    const response = await call('GET', `/v1/ext-accounts/${record?.extAccountId}`);
    expect(response.status).toBe(200);
    const ext = extAccountSchema.parse(response.body);
    expect(ext).toMatchObject({
      available: record?.available,
      holding: record?.holding,
      pending: record?.pending,
      balance: addDecimals([record?.available ?? '0', record?.pending ?? '0']),
      alias: record?.alias,
      variantId: 'standard',
    });
    expect(parseBankDetailsJson(ext.bankDetails)).toEqual({
      iban: 'GB33BUKB20201555555555',
      bic: 'BUKBGB22',
      accountHolder: 'Ada Lovelace',
      accountNumber: '55555555',
      sortCode: '202015',
    });
  });

  it('an unknown id, or another user’s account → 404 Account not found', async () => {
    expect(await call('GET', '/v1/ext-accounts/nope')).toEqual(error(404, 'Account not found'));
    const acmeRecord = bank.state.users.get('acme')?.accounts[0];
    expect(await call('GET', `/v1/ext-accounts/${acmeRecord?.extAccountId}`)).toEqual(
      error(404, 'Account not found'),
    );
  });
});

describe('GET /account/details/{account} (deprecated)', () => {
  it('answers the details as a key/value list', async () => {
    const record = bank.state.users.get('ada')?.accounts[0];
    const response = await call('GET', `/account/details/${record?.id}`);
    expect(response.status).toBe(200);
    expect(deprecatedBankDetailsResponseSchema.parse(response.body)).toEqual([
      {
        provider: 'mock',
        account: record?.id,
        bankDetails: [
          { key: 'iban', value: 'DE89370400440532013000' },
          { key: 'bic', value: 'COBADEFFXXX' },
          { key: 'accountHolder', value: 'Ada Lovelace' },
          { key: 'bankName', value: 'Mock Bank Europe' },
        ],
      },
    ]);
  });

  it('malformed stored details give an empty list; a company account needs its companyId', async () => {
    const corp = acmeCompany('Acme Corporation');
    const savings = bank.state.users
      .get('acme')
      ?.accounts.find((record) => record.title === 'Savings');
    expect(await call('GET', `/account/details/${savings?.id}`, { as: 'acme' })).toEqual(
      error(404, 'Account not found'),
    );
    const response = await call(
      'GET',
      `/account/details/${savings?.id}?companyId=${corp.companyId}`,
      { as: 'acme' },
    );
    expect(response.body).toEqual([{ provider: 'mock', account: savings?.id, bankDetails: [] }]);
    expect(
      await call('GET', `/account/details/${savings?.id}?companyId=${corp.companyId}`),
    ).toEqual(error(403, 'Sender has no access to this account'));
  });
});

describe('PATCH /v2/accounts/{accountId}', () => {
  const activate = (accountId: string, companyId: unknown) =>
    call('PATCH', `/v2/accounts/${accountId}`, { as: 'acme', body: { companyId } });

  it('a company account of a confirmed company → pending', async () => {
    const corp = acmeCompany('Acme Corporation');
    await call('POST', '/v1/accounts', {
      as: 'acme',
      body: { title: 'Pounds', currency: 'GBP', companyId: corp.companyId },
    });
    advance(ACCOUNT_OPENING_DELAY_MS);
    const opened = (await list('acme', corp.companyId)).find((a) => a.title === 'Pounds');
    expect(opened?.status).toBe('initiated');
    const response = await activate(opened?.id ?? '', corp.companyId);
    expect(response.status).toBe(200);
    expect(accountActivationResultSchema.parse(response.body)).toMatchObject({
      accountId: opened?.id,
      status: 'pending',
    });
    const after = (await list('acme', corp.companyId)).find((a) => a.title === 'Pounds');
    expect(after?.status).toBe('pending');
  });

  it('an unknown company → 404 Company not found', async () => {
    const record = bank.state.users.get('acme')?.accounts[0];
    expect(await activate(record?.id ?? '', '00000000-0000-4000-8000-000000000000')).toEqual(
      error(404, 'Company not found'),
    );
  });

  it('an account outside the company → 403 Sender has no access to this account', async () => {
    const rockets = acmeCompany('Acme Rockets');
    const corpAccount = bank.state.users.get('acme')?.accounts[0];
    expect(await activate(corpAccount?.id ?? '', rockets.companyId)).toEqual(
      error(403, 'Sender has no access to this account'),
    );
  });

  it('a company whose KYB is not confirmed → 403 Company status blocks account activation', async () => {
    const rockets = acmeCompany('Acme Rockets');
    // The seed's Launch fund, waiting for activation.
    const [opened] = await list('acme', rockets.companyId);
    expect(await activate(opened?.id ?? '', rockets.companyId)).toEqual(
      error(403, 'Company status blocks account activation'),
    );
    expect((await list('acme', rockets.companyId))[0]?.status).toBe('initiated');
  });

  it('a body without a uuid companyId → 400 Invalid payload', async () => {
    const record = bank.state.users.get('acme')?.accounts[0];
    expect(await activate(record?.id ?? '', 'acme')).toEqual(error(400, 'Invalid payload'));
  });
});
