import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientProfile } from '../../src/api/client/schemas';
import type { Transaction } from '../../src/api/transactions/schemas';
import type { MockBank } from './bank';
import { faultRuleSchema } from './faults';
import { seedBank } from './seed';
import { createTestBank, type TestBank } from './test-bank';
import { TRANSACTION_STATUS_VALUES, clientProfileSchema } from './spec/responses';
import { sum as addDecimals, compare as compareDecimals } from './spec/decimal';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let bank: MockBank, call: TestBank['call'];
beforeEach(() => {
  ({ bank, call } = createTestBank({ start: NOW }));
});

const newClient = {
  name: 'Grace',
  surname: 'Hopper',
  nationality: 'USA',
  birthday: '1906-12-09',
  phone: '+12025550100',
};

describe('authentication', () => {
  it.each([
    ['no Authorization header', null],
    ['an empty header', ''],
    ['a token the verifier refuses', 'Bearer forged'],
    ['another scheme', 'Basic t:ada'],
    ['a bare token', 't:ada'],
    ['"Bearer " with nothing after it', 'Bearer '],
  ])('%s → 401 {message: Unauthorized}', async (_name, authorization) => {
    const response = await call('GET', '/client', { authorization });
    expect(response).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('a token of an unknown subject is a user without a client', async () => {
    expect(await call('GET', '/client', { as: 'someone-else' })).toEqual({
      status: 404,
      body: { message: 'Client not found' },
    });
  });
});

describe('GET /client', () => {
  it('answers ada’s profile, which passes the app’s schema', async () => {
    const response = await call('GET', '/client');
    expect(response.status).toBe(200);
    const profile = clientProfileSchema.parse(response.body);
    expect(profile).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      adm: 'adm:active',
      kyc: 'kyc:confirmed',
      nationality: 'GBR',
      birthday: '1990-12-10',
      phone: '+447700900123',
      contract: 'BasicContract',
      address: { street: '221B Baker Street', postCode: 'NW1 6XE', town: 'London' },
    });
  });

  it('routes by the path alone: a query the route takes does not change the route', async () => {
    expect((await call('GET', '/v1/accounts?companyId=')).status).toBe(200);
  });

  it('answers 404 Client not found for the persona new', async () => {
    expect(await call('GET', '/client', { as: 'new' })).toEqual({
      status: 404,
      body: { message: 'Client not found' },
    });
  });
});

describe('POST /client', () => {
  it('creates the client (201), then GET answers it with kyc:unconfirmed', async () => {
    const created = await call('POST', '/client', { as: 'new', body: newClient });
    expect(created.status).toBe(201);
    expect(clientProfileSchema.parse(created.body)).toMatchObject(newClient);

    const read = await call('GET', '/client', { as: 'new' });
    expect(read.status).toBe(200);
    const profile = clientProfileSchema.parse(read.body);
    expect(profile).toMatchObject({
      ...newClient,
      adm: 'adm:active',
      kyc: 'kyc:unconfirmed',
      contract: null,
      created: NOW.toISOString(),
    });
    // Other personas are untouched.
    expect((await call('GET', '/client', { as: 'ada' })).body).toMatchObject({ name: 'Ada' });
  });

  it('a second POST → 400 The client has been already initiated', async () => {
    await call('POST', '/client', { as: 'new', body: newClient });
    const again = await call('POST', '/client', {
      as: 'new',
      body: { ...newClient, name: 'Other' },
    });
    expect(again).toEqual({
      status: 400,
      body: { message: 'The client has been already initiated' },
    });
    expect((await call('GET', '/client', { as: 'new' })).body).toMatchObject({ name: 'Grace' });
  });

  it('POST for ada, who has a client → 400 already initiated', async () => {
    expect(await call('POST', '/client', { body: newClient })).toEqual({
      status: 400,
      body: { message: 'The client has been already initiated' },
    });
  });

  it.each([
    ['a name of 16 characters', { ...newClient, name: 'a'.repeat(16) }],
    ['a surname of 31 characters', { ...newClient, surname: 'a'.repeat(31) }],
    ['an empty name', { ...newClient, name: '' }],
    ['nationality XXX (right shape, no such country)', { ...newClient, nationality: 'XXX' }],
    ['nationality in lower case', { ...newClient, nationality: 'usa' }],
    ['a birthday in the future', { ...newClient, birthday: '2026-03-02' }],
    ['a birthday that is not a date', { ...newClient, birthday: '1990-02-30' }],
    ['phone abc', { ...newClient, phone: 'abc' }],
    ['a phone without +', { ...newClient, phone: '02025550100' }],
    ['a missing field', { name: 'Grace', surname: 'Hopper' }],
    ['a JSON array', [newClient]],
    ['JSON null', null],
    ['malformed JSON', '{"name": "Grace",'],
    ['no body', undefined],
  ])('%s → 400 Invalid payload, nothing created', async (_name, body) => {
    const response = await call('POST', '/client', { as: 'new', body });
    expect(response).toEqual({ status: 400, body: { message: 'Invalid payload' } });
    expect((await call('GET', '/client', { as: 'new' })).status).toBe(404);
  });

  it('accepts a name of exactly 15 characters, a surname of 30 and a birthday of today', async () => {
    const body = {
      ...newClient,
      name: 'a'.repeat(15),
      surname: 'b'.repeat(30),
      birthday: NOW.toISOString().slice(0, 10),
    };
    const response = await call('POST', '/client', { as: 'new', body });
    expect(response.status).toBe(201);
    expect((await call('GET', '/client', { as: 'new' })).body).toMatchObject(body);
  });
});

describe('PATCH /client', () => {
  it('changes the phone, answers the address object, and GET shows the new phone', async () => {
    const response = await call('PATCH', '/client', { body: { phone: '+447700900999' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      country: 'GBR',
      postCode: 'NW1 6XE',
      town: 'London',
      street: '221B Baker Street',
      streetLine2: '',
      state: '',
    });
    const profile = (await call('GET', '/client')).body as ClientProfile;
    expect(profile.phone).toBe('+447700900999');
    expect(profile.updated).toBe(NOW.toISOString());
  });

  it('refuses an invalid phone with 400 Invalid payload and keeps the old one', async () => {
    expect(await call('PATCH', '/client', { body: { phone: 'abc' } })).toEqual({
      status: 400,
      body: { message: 'Invalid payload' },
    });
    expect(((await call('GET', '/client')).body as ClientProfile).phone).toBe('+447700900123');
  });

  it('answers 404 Client not found for a user without a client', async () => {
    expect(await call('PATCH', '/client', { as: 'new', body: { phone: '+447700900999' } })).toEqual(
      { status: 404, body: { message: 'Client not found' } },
    );
  });
});

describe('PATCH /client/contract', () => {
  it('a client that already has a contract → 400 The client has been already initiated', async () => {
    expect(
      await call('PATCH', '/client/contract', { body: { contract: 'PremiumContract' } }),
    ).toEqual({ status: 400, body: { message: 'The client has been already initiated' } });
  });

  it('a new client accepts an offered contract; the answer has no personal fields', async () => {
    await call('POST', '/client', { as: 'new', body: newClient });
    const response = await call('PATCH', '/client/contract', {
      as: 'new',
      body: { contract: 'BasicContract' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ contract: 'BasicContract' });
    expect(response.body).not.toHaveProperty('name');
    expect(response.body).not.toHaveProperty('phone');
  });

  it('refuses a contract that is not offered', async () => {
    await call('POST', '/client', { as: 'new', body: newClient });
    expect(
      await call('PATCH', '/client/contract', { as: 'new', body: { contract: 'LegacyContract' } }),
    ).toEqual({ status: 400, body: { message: 'Client contract is not acceptable' } });
  });
});

describe('routing', () => {
  it.each([
    ['GET', '/nowhere'],
    ['GET', '/client/extra/segments'],
    ['DELETE', '/client'],
  ])('%s %s → 404 Not found', async (method, url) => {
    expect(await call(method, url)).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('checks the token before the route: an unknown route without a token → 401', async () => {
    expect((await call('GET', '/nowhere', { as: null })).status).toBe(401);
  });
});

describe('faults', () => {
  const add = (rule: unknown) => bank.faults.add(faultRuleSchema.parse(rule));

  it('unauthorized ×1 on GET /client: one 401 with a valid token, then normal', async () => {
    add({ path: '/client', kind: 'unauthorized' });
    expect(await call('GET', '/client')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    expect((await call('GET', '/client')).status).toBe(200);
  });

  it('error500 → 500 Internal server error', async () => {
    add({ path: '/client', kind: 'error500' });
    expect(await call('GET', '/client')).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
    expect((await call('GET', '/client')).status).toBe(200);
  });

  it('drop → {drop: true} and no answer', async () => {
    add({ path: '/client', kind: 'drop' });
    const response = await call('GET', '/client');
    expect(response.drop).toBe(true);
    expect(response.body).toBeUndefined();
    expect((await call('GET', '/client')).drop).toBeUndefined();
  });

  it('latency → the normal answer with delayMs (default 1500)', async () => {
    add({ path: '/client', kind: 'latency', latencyMs: 250 });
    add({ path: '/client', kind: 'latency' });
    const slow = await call('GET', '/client');
    expect(slow.status).toBe(200);
    expect(slow.delayMs).toBe(250);
    expect(slow.body).toMatchObject({ name: 'Ada' });
    expect((await call('GET', '/client')).delayMs).toBe(1500);
    expect((await call('GET', '/client')).delayMs).toBeUndefined();
  });

  it('latency also delays error answers', async () => {
    add({ path: '/client', kind: 'latency', latencyMs: 10 });
    expect(await call('GET', '/client', { as: null })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
      delayMs: 10,
    });
  });

  it('a prefix ending in * matches every path under it, and nothing else', async () => {
    add({ path: '/client/*', kind: 'error500', count: 5 });
    expect((await call('GET', '/client')).status).toBe(200);
    expect(
      (await call('PATCH', '/client/contract', { body: { contract: 'BasicContract' } })).status,
    ).toBe(500);
    bank.faults.clear();
    add({ path: '/cli*', kind: 'error500' });
    expect((await call('GET', '/client')).status).toBe(500);
  });

  it('an exact path does not match a longer path', async () => {
    add({ path: '/client', kind: 'error500' });
    expect(
      (await call('PATCH', '/client/contract', { body: { contract: 'BasicContract' } })).status,
    ).toBe(400);
    expect(bank.faults.list()).toHaveLength(1);
  });

  it('a method filter leaves other methods alone', async () => {
    add({ path: '/client', method: 'PATCH', kind: 'error500' });
    expect((await call('GET', '/client')).status).toBe(200);
    expect((await call('POST', '/client', { body: newClient })).status).toBe(400);
    expect((await call('PATCH', '/client', { body: { phone: '+447700900999' } })).status).toBe(500);
    expect((await call('PATCH', '/client', { body: { phone: '+447700900999' } })).status).toBe(200);
  });

  it('the count decrements with each matching request and the rule goes at zero', async () => {
    add({ path: '/client', kind: 'error500', count: 3 });
    expect(bank.faults.list().map((entry) => entry.remaining)).toEqual([3]);
    await call('GET', '/client');
    expect(bank.faults.list().map((entry) => entry.remaining)).toEqual([2]);
    await call('GET', '/nowhere');
    expect(bank.faults.list().map((entry) => entry.remaining)).toEqual([2]);
    await call('GET', '/client');
    await call('GET', '/client');
    expect(bank.faults.list()).toEqual([]);
    expect((await call('GET', '/client')).status).toBe(200);
  });

  it('faults apply in the order they were added', async () => {
    add({ path: '/client', kind: 'unauthorized' });
    add({ path: '/client', kind: 'error500' });
    expect((await call('GET', '/client')).status).toBe(401);
    expect((await call('GET', '/client')).status).toBe(500);
    expect((await call('GET', '/client')).status).toBe(200);
  });

  it('the rule schema refuses bad rules and fills in defaults', () => {
    expect(faultRuleSchema.parse({ path: '/x', kind: 'drop' })).toEqual({
      path: '/x',
      kind: 'drop',
      count: 1,
      latencyMs: 1500,
      status: 400,
      message: 'Invalid payload',
    });
    for (const rule of [
      { path: 'client', kind: 'drop' },
      { path: '/client', kind: 'explode' },
      { path: '/client', kind: 'drop', count: 0 },
      { path: '/client', kind: 'drop', method: 'get' },
      { path: '/client', kind: 'drop', extra: true },
    ]) {
      expect(faultRuleSchema.safeParse(rule).success).toBe(false);
    }
  });
});

describe('request log and reset', () => {
  it('logs method, path (without query), status and time; a dropped request has status 0', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/client', kind: 'drop' }));
    await call('GET', '/client?x=1');
    await call('GET', '/client', { as: null });
    await call('PATCH', '/client', { body: { phone: '+447700900999' } });
    expect(bank.log).toEqual([
      { method: 'GET', path: '/client', status: 0, at: NOW.toISOString() },
      { method: 'GET', path: '/client', status: 401, at: NOW.toISOString() },
      { method: 'PATCH', path: '/client', status: 200, at: NOW.toISOString() },
    ]);
  });

  it('reset() restores the seed and clears faults and the log', async () => {
    await call('POST', '/client', { as: 'new', body: newClient });
    await call('PATCH', '/client', { body: { phone: '+447700900999' } });
    bank.faults.add(faultRuleSchema.parse({ path: '/client', kind: 'error500', count: 10 }));
    expect(bank.log).toHaveLength(2);

    bank.reset();

    expect(bank.faults.list()).toEqual([]);
    expect(bank.log).toEqual([]);
    expect(bank.state).toEqual(seedBank(NOW));
    expect((await call('GET', '/client', { as: 'new' })).status).toBe(404);
    expect(((await call('GET', '/client')).body as ClientProfile).phone).toBe('+447700900123');
  });
});

describe('the seed', () => {
  it('is deterministic for a given time', () => {
    expect(seedBank(NOW)).toEqual(seedBank(NOW));
  });

  it.each(['ada', 'acme', 'blocked', 'rejected'])(
    '%s has a profile that passes the schema',
    (sub) => {
      const client = bank.state.users.get(sub)?.client;
      expect(clientProfileSchema.safeParse(client).success).toBe(true);
    },
  );

  it('ada has EUR, GBP, BTC and ETH accounts and ≥ 250 transactions covering all four statuses', () => {
    const ada = bank.state.users.get('ada');
    if (!ada) throw new Error('ada is not seeded');
    expect(ada.accounts.map((account) => account.currency).sort()).toEqual([
      'BTC',
      'ETH',
      'EUR',
      'GBP',
    ]);
    expect(ada.transactions.length).toBeGreaterThanOrEqual(250);
    const statuses = new Set(ada.transactions.map((t) => t.status));
    expect([...statuses].sort()).toEqual([...TRANSACTION_STATUS_VALUES].sort());
    const accountIds = new Set(ada.accounts.map((account) => account.id));
    for (const transaction of ada.transactions) {
      expect(accountIds.has(transaction.accountId)).toBe(true);
      expect(transaction.amount).toMatch(/^\d+\.\d{2}$/);
      expect(compareDecimals(transaction.amount, '0')).toBe(1);
    }
    // Newest first, within the past year.
    const times = ada.transactions
      .filter((t) => t.accountId === ada.accounts[0]?.id)
      .map((t) => Date.parse(t.createdAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 366 * 24 * 3600 * 1000);
  });

  /**
   * The rule of seed-money.ts: available = 5000.00 opening deposit + completed in
   * − completed out − holding; pending = pending incoming; holding = outgoing that
   * is pending or on hold at the provider. Rejected transactions count nowhere.
   */
  function expectedBalances(transactions: readonly Transaction[]) {
    const signed = (t: Transaction) => (t.direction === 'in' ? t.amount : `-${t.amount}`);
    const completed = transactions.filter((t) => t.status === 'completed').map(signed);
    const holding = addDecimals(
      transactions
        .filter(
          (t) =>
            t.direction === 'out' && (t.status === 'pending' || t.status === 'on_hold_provider'),
        )
        .map((t) => t.amount),
    );
    const pending = addDecimals(
      transactions
        .filter((t) => t.direction === 'in' && t.status === 'pending')
        .map((t) => t.amount),
    );
    const available = addDecimals(['5000.00', ...completed, `-${holding}`]);
    return { available, pending, holding };
  }

  it.each(['ada', 'acme'])('%s: each account’s balances follow from its transactions', (sub) => {
    const user = bank.state.users.get(sub);
    if (!user) throw new Error(`${sub} is not seeded`);
    expect(user.accounts.length).toBeGreaterThan(0);
    // An account still waiting for activation (acme's Launch fund) has no history yet; crypto
    // holdings move with orders, not transactions (seed-crypto.ts).
    const crypto = ['BTC', 'ETH'];
    const withHistory = user.accounts.filter(
      (a) => a.status !== 'initiated' && !crypto.includes(a.currency),
    );
    for (const account of withHistory) {
      const transactions = user.transactions.filter((t) => t.accountId === account.id);
      expect(transactions.length).toBeGreaterThan(0);
      for (const value of [account.available, account.pending, account.holding]) {
        expect(value).toMatch(/^-?\d+\.\d{2}$/);
      }
      const expected = expectedBalances(transactions);
      expect({
        available: account.available,
        pending: account.pending,
        holding: account.holding,
      }).toEqual(expected);
      expect(addDecimals([account.available, account.pending])).toBe(
        addDecimals([expected.available, expected.pending]),
      );
      expect(compareDecimals(account.pending, '0')).toBeGreaterThanOrEqual(0);
      expect(compareDecimals(account.holding, '0')).toBeGreaterThanOrEqual(0);
    }
  });

  it('ada’s accounts hold 180 EUR and 120 GBP transactions in their own payment method', () => {
    const ada = bank.state.users.get('ada');
    if (!ada) throw new Error('ada is not seeded');
    for (const [currency, count, method] of [
      ['EUR', 180, 'sepa'],
      ['GBP', 120, 'faster_payments'],
    ] as const) {
      const account = ada.accounts.find((a) => a.currency === currency);
      const transactions = ada.transactions.filter((t) => t.accountId === account?.id);
      expect(transactions).toHaveLength(count);
      expect(new Set(transactions.map((t) => t.paymentMethod))).toEqual(new Set([method]));
    }
  });
});

describe('reject faults', () => {
  it('answer one of the spec messages with the given status, once', async () => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/contracts/clients',
        kind: 'reject',
        status: 400,
        message: 'The client has been already initiated',
      }),
    );
    const get = () => call('GET', '/contracts/clients');
    expect(await get()).toEqual({
      status: 400,
      body: { message: 'The client has been already initiated' },
    });
    expect((await get()).status).toBe(200);
  });
});
