import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { ACCOUNT_OPENING_DELAY_MS } from './routes/accounts';
import { createTestBank, type TestBank } from './test-bank';
import { CLIENT_ADM_VALUES, CLIENT_KYC_VALUES } from './spec/responses';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];
beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: NOW }));
});

const holiday = { title: 'Holiday money', currency: 'EUR' };
const open = (as: string) => call('POST', '/v1/accounts', { as, body: holiday });
const error = (status: number, message: string) => ({ status, body: { message } });

/** Every account the bank holds for the user, listed or still being opened. */
const accountsOf = (login: string) => bank.state.users.get(login)?.accounts ?? [];

describe('POST /v1/accounts is refused to a customer who may not open an account', () => {
  it('blocked (adm:blocked) → 403 Account is not active, and no account is created', async () => {
    expect(await open('blocked')).toEqual(error(403, 'Account is not active'));
    advance(ACCOUNT_OPENING_DELAY_MS);
    expect(accountsOf('blocked')).toEqual([]);
    expect(await call('GET', '/v1/accounts', { as: 'blocked' })).toEqual({ status: 200, body: [] });
  });

  it('identity check rejected (kyc:rejected) → 403 Account has no access to this product', async () => {
    expect(await open('rejected')).toEqual(error(403, 'Account has no access to this product'));
    expect(accountsOf('rejected')).toEqual([]);
  });

  it('no client profile → 404 Client not found', async () => {
    expect(await open('new')).toEqual(error(404, 'Client not found'));
    expect(accountsOf('new')).toEqual([]);
  });

  it('suspended, or identity check not finished → 403', async () => {
    bank.patchClient('ada', { adm: 'adm:suspended' });
    expect(await open('ada')).toEqual(error(403, 'Account is not active'));
    bank.patchClient('ada', { adm: 'adm:active', kyc: 'kyc:pending' });
    expect(await open('ada')).toEqual(error(403, 'Account has no access to this product'));
    expect(accountsOf('ada')).toHaveLength(4);
  });

  it('an onboarded customer still opens one', async () => {
    expect((await open('ada')).status).toBe(201);
    expect(accountsOf('ada')).toHaveLength(5);
  });
});

describe('PATCH /v2/accounts/{accountId}', () => {
  it('a blocked company owner → 403 Account is not active; the account stays initiated', async () => {
    const acme = bank.state.users.get('acme');
    const company = acme?.companies[0];
    const record = acme?.accounts[0];
    if (!company || !record) throw new Error('acme has a company account in the seed');
    record.status = 'initiated';
    bank.patchClient('acme', { adm: 'adm:blocked' });
    const response = await call('PATCH', `/v2/accounts/${record.id}`, {
      as: 'acme',
      body: { companyId: company.companyId },
    });
    expect(response).toEqual(error(403, 'Account is not active'));
    expect(record.status).toBe('initiated');
  });
});

describe('only an active client with a contract and a confirmed identity opens an account', () => {
  const states = CLIENT_ADM_VALUES.flatMap((adm) =>
    CLIENT_KYC_VALUES.flatMap((kyc) =>
      ['BasicContract', null].map((contract) => ({ adm, kyc, contract })),
    ),
  );

  it.each(states)('%j', async (state) => {
    bank.patchClient('ada', state);
    const offered =
      state.adm === 'adm:active' && state.kyc === 'kyc:confirmed' && state.contract !== null;
    const response = await open('ada');
    expect(response.status === 201).toBe(offered);
  });
});
