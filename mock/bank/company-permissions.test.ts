import { beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '../../src/api/companies/schemas';
import type { MockBank } from './bank';
import { ACCOUNT_OPENING_DELAY_MS } from './routes/accounts';
import { accountOf } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];
beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: NOW }));
});

const error = (status: number, message: string) => ({ status, body: { message } });
const BLOCKS = error(403, 'Company status blocks account activation');

/** acme's seeded company of that name (the live record: changing it changes the bank). */
function company(name: 'Acme Corporation' | 'Acme Rockets'): Company {
  const found = bank.state.users.get('acme')?.companies.find((item) => item.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found;
}

const accountsOf = (companyId: string) =>
  bank.state.users.get('acme')?.accounts.filter((record) => record.companyId === companyId) ?? [];

/** POST /v1/accounts for the company, in GBP (Acme Corporation has a GBP account left). */
const open = (companyId: string) =>
  call('POST', '/v1/accounts', {
    as: 'acme',
    body: { title: 'Company pounds', currency: 'GBP', companyId },
  });

const activate = (accountId: string, companyId: string) =>
  call('PATCH', `/v2/accounts/${accountId}`, { as: 'acme', body: { companyId } });

/** 1.00 from Acme Corporation's operating account to ada's euros. */
const sendFromCorporation = () =>
  call('POST', '/v2/transfer/internal', {
    as: 'acme',
    body: {
      amount: '1.00',
      from: {
        type: 'company',
        accountId: accountOf(bank, 'acme', 'Acme operating').id,
        companyId: company('Acme Corporation').companyId,
      },
      recipient: { type: 'account', accountId: accountOf(bank, 'ada', 'Everyday euros').id },
    },
  });

describe('POST /v1/accounts for a company that may not open one', () => {
  it('KYB not done (Acme Rockets) → 403 Company status blocks account activation, nothing opened', async () => {
    const rockets = company('Acme Rockets');
    const before = accountsOf(rockets.companyId).length;
    expect(await open(rockets.companyId)).toEqual(BLOCKS);
    advance(ACCOUNT_OPENING_DELAY_MS);
    expect(accountsOf(rockets.companyId)).toHaveLength(before);
  });

  it.each<[string, Partial<Company>]>([
    ['blocked', { adm: 'adm:blocked' }],
    ['KYB pending', { kyb: 'kyb:pending' }],
    ['KYB rejected', { kyb: 'kyb:rejected' }],
    ['without a contract', { contractId: null }],
  ])('Acme Corporation %s → 403 Company status blocks account activation', async (_, change) => {
    const corporation = company('Acme Corporation');
    Object.assign(corporation, change);
    expect(await open(corporation.companyId)).toEqual(BLOCKS);
  });

  it('an unverified email blocks nothing: Acme Corporation opens one', async () => {
    expect(company('Acme Corporation').emailVerified).toBe(false);
    expect((await open(company('Acme Corporation').companyId)).status).toBe(201);
  });

  it('another user’s company stays 404 Company not found', async () => {
    const response = await call('POST', '/v1/accounts', {
      as: 'ada',
      body: { title: 'X', currency: 'GBP', companyId: company('Acme Corporation').companyId },
    });
    expect(response).toEqual(error(404, 'Company not found'));
  });
});

describe('PATCH /v2/accounts/{accountId} for a company that may not activate', () => {
  it.each<[string, Partial<Company>]>([
    ['blocked', { adm: 'adm:suspended' }],
    ['without a contract', { contractId: null }],
  ])('Acme Corporation %s → 403, and the account stays initiated', async (_, change) => {
    const corporation = company('Acme Corporation');
    const record = accountOf(bank, 'acme', 'Acme operating');
    record.status = 'initiated';
    Object.assign(corporation, change);
    expect(await activate(record.id, corporation.companyId)).toEqual(BLOCKS);
    expect(record.status).toBe('initiated');
  });

  it('an account outside the company stays 403 Sender has no access to this account', async () => {
    const launch = accountOf(bank, 'acme', 'Launch fund');
    expect(await activate(launch.id, company('Acme Corporation').companyId)).toEqual(
      error(403, 'Sender has no access to this account'),
    );
  });
});

describe('POST /v2/transfer/internal from the account of a company that may not send', () => {
  it.each<[string, Partial<Company>, string]>([
    ['blocked', { adm: 'adm:blocked' }, 'Account is not active'],
    ['KYB not done', { kyb: 'kyb:initiated' }, 'Account has no access to this product'],
    ['KYB pending', { kyb: 'kyb:pending' }, 'Account has no access to this product'],
    ['without a contract', { contractId: null }, 'Sender has no contract'],
  ])('Acme Corporation %s → 403 %s, no money moves', async (_, change, message) => {
    const operating = accountOf(bank, 'acme', 'Acme operating');
    const available = operating.available;
    Object.assign(company('Acme Corporation'), change);
    expect(await sendFromCorporation()).toEqual(error(403, message));
    expect(operating.available).toBe(available);
  });

  it('a verified company with a contract sends', async () => {
    expect((await sendFromCorporation()).status).toBe(201);
  });
});

describe('a company is acted for only while active, verified and under a contract', () => {
  const states = ['adm:active', 'adm:blocked'].flatMap((adm) =>
    ['kyb:initiated', 'kyb:pending', 'kyb:confirmed', 'kyb:rejected', 'kyb:resubmission'].flatMap(
      (kyb) => ['BasicContract', null].map((contractId) => ({ adm, kyb, contractId })),
    ),
  );

  it.each(states)('%j', async (state) => {
    const corporation = Object.assign(company('Acme Corporation'), state);
    const allowed =
      state.adm === 'adm:active' && state.kyb === 'kyb:confirmed' && state.contractId !== null;
    expect((await open(corporation.companyId)).status === 201).toBe(allowed);
    expect((await sendFromCorporation()).status === 201).toBe(allowed);
  });
});
