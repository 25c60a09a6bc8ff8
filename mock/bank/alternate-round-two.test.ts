import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALTERNATE_USDC_ACCOUNT } from './alternate/seed';
import type { MockBank } from './bank';
import { UUID_SHAPE } from './ids';
import type { Reading } from './readings';
import { sum as addDecimals } from './spec/decimal';
import { accountOf, savedOf } from './test-transfers';
import { createTestBank, type TestBank } from './test-bank';

// The alternate reading's second round of readings of the spec's gaps (issue 35 §5; the table
// in docs/mock-control-api.md, "The alternate reading"): null for every text without a value,
// ids that are not RFC uuids, a USDC account in the lists, fees booked as rows of their own,
// crypto orders and payouts answered without a resource, no `companyId` on GET /v1/transactions.
// Each point is also checked to leave the first reading as it was.

const START = new Date('2026-03-01T12:00:00.000Z');
const INVALID = { status: 400, body: { message: 'Invalid payload' } };
const RFC_UUID = z.uuid();
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];
function start(reading: Reading) {
  ({ bank, call, advance } = createTestBank({ start: START, reading }));
}

type Row = Record<string, unknown> & { id: string; charge?: Record<string, unknown> | null };
type Listing = { transactions: Row[]; lastKey: unknown }[];

async function body<T>(path: string, as = 'ada'): Promise<T> {
  const answer = await call('GET', path, { as });
  expect(answer.status, `GET ${path} as ${as}`).toBe(200);
  return answer.body as T;
}

async function rowsOf(accountId: string, as = 'ada', limit = 100): Promise<Row[]> {
  const page = await body<Listing>(`/v1/transactions?accountId=${accountId}&limit=${limit}`, as);
  return page[0]?.transactions ?? [];
}

/** Every [path, value] of `value` that is a string or missing-valued leaf, deeply. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [[path, value]];
}

const adaEur = () => accountOf(bank, 'ada', 'Everyday euros');
const graceEur = () => accountOf(bank, 'grace', 'Grace euros');

describe('1. alternate: null for every text without a value', () => {
  beforeEach(() => start('alternate'));

  it.each([
    ['/client', 'ada'],
    ['/v1/accounts', 'ada'],
    ['/account', 'ada'],
    ['/v2/companies', 'acme'],
    ['/recipient', 'ada'],
    ['/contracts/clients', 'ada'],
    ['/crypto-exchange/orders', 'ada'],
  ])('GET %s (as %s) writes no "" anywhere', async (path, as) => {
    const empty = leaves(await body(path, as)).filter(([, value]) => value === '');
    expect(empty).toEqual([]);
  });

  it('the client profile: address parts and applicant without a value are null', async () => {
    const profile = await body<Record<string, unknown>>('/client');
    expect(profile).toMatchObject({
      verifier: 'sumsub',
      address: { streetLine2: null, state: null, town: 'London' },
    });
    // A new customer's profile: no applicant yet, no address yet.
    const created = await call('POST', '/client', {
      as: 'new',
      body: {
        name: 'Grace',
        surname: 'Hopper',
        nationality: 'USA',
        birthday: '1906-12-09',
        phone: '+12025550100',
      },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { applicant: null, address: null, contract: null, termsVersion: null },
    });
    // The bank's own record is not rewritten.
    expect(bank.state.users.get('ada')?.client?.address?.streetLine2).toBe('');
  });

  it('accounts: companyId null for an account of no company, in both lists’ fields', async () => {
    const v1 = await body<Record<string, unknown>[]>('/v1/accounts');
    expect(v1.every((account) => 'companyId' in account && account.companyId === null)).toBe(true);
    const legacy = await body<Record<string, unknown>[]>('/account');
    for (const field of ['alias', 'title', 'variantId', 'agent', 'contract', 'bankDetails']) {
      expect(legacy.every((account) => field in account)).toBe(true);
    }
  });

  it('transactions: charge, ids and party fields without a value are null', async () => {
    const rows = await rowsOf(adaEur().id);
    const incoming = rows.find((row) => row.direction === 'in');
    expect(incoming).toMatchObject({
      charge: null,
      extId: null,
      inTransactionId: null,
      outTransactionId: null,
      amlId: null,
      paymentMethod: 'sepa',
      provider: 'mock',
    });
    expect(incoming?.['recipient']).toMatchObject({ name: 'Ada', reference: null, iban: null });
  });

  it('a transfer’s charge: the parts the bank has no value for are null', async () => {
    const sent = await call('POST', '/v2/transfer/internal', {
      body: {
        amount: '100.00',
        from: { type: 'individual', accountId: adaEur().id },
        recipient: { type: 'account', accountId: graceEur().id },
      },
    });
    const { id } = sent.body as { id: string };
    const row = (await rowsOf(adaEur().id)).find((item) => item.id === id);
    expect(row?.charge).toMatchObject({ fee: '0.10', total: '100.10', revenueAccount: null });
  });

  it('companies, saved recipients and crypto orders', async () => {
    const { companies } = await body<{ companies: Record<string, unknown>[] }>(
      '/v2/companies',
      'acme',
    );
    expect(companies[1]).toMatchObject({
      name: 'Acme Rockets',
      contractId: null,
      onboardingFee: null,
      address: { streetLine2: null, state: null },
    });
    const { items } = await body<{ items: Record<string, unknown>[] }>('/recipient');
    expect(items.find((item) => item['surname'] === 'Pound')).toMatchObject({
      iban: null,
      email: null,
      accountNumber: '87654321',
    });
    const { orders } = await body<{ orders: Record<string, unknown>[] }>(
      '/crypto-exchange/orders?pageLimit=25',
    );
    const market = orders.find(
      (order) => (order['settings'] as { type: string }).type === 'market',
    );
    expect(market?.['settings']).toEqual({ type: 'market', desiredPrice: null });
  });

  it('refusals keep their {message} only', async () => {
    expect(await call('GET', '/v1/transactions')).toEqual(INVALID);
  });

  it('first reading: fields without a value are still left out or ""', async () => {
    start('first');
    const profile = await body<{ address: Record<string, unknown> }>('/client');
    expect(profile.address['streetLine2']).toBe('');
    const v1 = await body<Record<string, unknown>[]>('/v1/accounts');
    expect(v1.some((account) => 'companyId' in account)).toBe(false);
    const rows = await rowsOf(adaEur().id);
    expect(rows.find((row) => row.direction === 'in')).not.toHaveProperty('charge');
  });
});

describe('2. alternate: ids of the uuid shape without the RFC version and variant', () => {
  beforeEach(() => start('alternate'));

  const plain = (id: unknown) =>
    typeof id === 'string' && UUID_SHAPE.test(id) && !RFC_UUID.safeParse(id).success;

  it('seeded ids: profile, accounts, transactions, companies, saved recipients', async () => {
    const profile = await body<Record<string, unknown>>('/client');
    expect(plain(profile['client']) && plain(profile['agent'])).toBe(true);
    const accounts = await body<{ id: string; products: { id: string }[] }[]>('/v1/accounts');
    expect(accounts.every((account) => plain(account.id) && plain(account.products[0]?.id))).toBe(
      true,
    );
    const rows = await rowsOf(adaEur().id);
    expect(rows.every((row) => plain(row.id) && plain(row['accountId']))).toBe(true);
    const { companies } = await body<{ companies: { companyId: string; userId: string }[] }>(
      '/v2/companies',
      'acme',
    );
    expect(companies.every((company) => plain(company.companyId) && plain(company.userId))).toBe(
      true,
    );
    const legacy = await body<{ id: string }>(
      `/companies/${companies[0]?.companyId ?? ''}`,
      'acme',
    );
    expect(plain(legacy.id)).toBe(true);
    const { items } = await body<{ items: { recipientKey: string }[] }>('/recipient');
    expect(items.every((item) => plain(item.recipientKey))).toBe(true);
  });

  it('crypto order ids are plain too, in time order: a server need not use version 7', async () => {
    const { orders } = await body<{
      orders: { id: string; accountIdFrom: string; createdAt: string }[];
    }>('/crypto-exchange/orders?pageSort=asc&pageLimit=25');
    expect(orders.length).toBeGreaterThan(1);
    expect(orders.every((order) => plain(order.id) && plain(order.accountIdFrom))).toBe(true);
    expect(orders.some((order) => UUID_V7.test(order.id))).toBe(false);
    const ids = orders.map((order) => order.id);
    expect(ids).toEqual([...ids].sort());
    // One of them read on its own by that id.
    const one = await call('GET', `/crypto-exchange/orders/${ids[0] ?? ''}`);
    expect(one.status).toBe(200);
  });

  it('ids it creates: a client, an account, a transfer and its operation, a wallet', async () => {
    const created = await call('POST', '/client', {
      as: 'new',
      body: {
        name: 'Grace',
        surname: 'Hopper',
        nationality: 'USA',
        birthday: '1906-12-09',
        phone: '+12025550100',
      },
    });
    expect(plain((created.body as { client: string }).client)).toBe(true);
    await call('POST', '/v1/accounts', { body: { title: 'Holiday money', currency: 'EUR' } });
    expect(plain(bank.state.users.get('ada')?.accounts.at(-1)?.id)).toBe(true);
    const sent = await call('POST', '/v2/transfer/internal', {
      body: {
        amount: '10.00',
        from: { type: 'individual', accountId: adaEur().id },
        recipient: { type: 'account', accountId: graceEur().id },
      },
    });
    const result = sent.body as { id: string; operationId: string };
    expect(sent.status).toBe(201);
    expect(plain(result.id) && plain(result.operationId)).toBe(true);
    const wallet = { currency: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' };
    await call('POST', '/crypto-exchange/wallets', { body: wallet });
    expect(plain(bank.state.users.get('ada')?.wallets[0]?.id)).toBe(true);
  });

  it('takes its ids back: persisted key, company transfer, activation, cursor, order accounts', async () => {
    const saved = savedOf(bank, 'Hopper', 'INTERNAL');
    const toSaved = await call('POST', '/v2/transfer/internal', {
      body: {
        amount: '5.00',
        from: { type: 'individual', accountId: adaEur().id },
        recipient: { type: 'persisted', key: saved.recipientKey },
      },
    });
    expect(toSaved.status).toBe(201);

    const operating = accountOf(bank, 'acme', 'Acme operating');
    const fromCompany = await call('POST', '/v2/transfer/internal', {
      as: 'acme',
      body: {
        amount: '10.00',
        from: { type: 'company', accountId: operating.id, companyId: operating.companyId },
        recipient: { type: 'account', accountId: adaEur().id },
      },
    });
    expect(fromCompany.status).toBe(201);
    const activation = await call('PATCH', `/v2/accounts/${operating.id}`, {
      as: 'acme',
      body: { companyId: operating.companyId },
    });
    expect(activation.status).toBe(200);

    const first = await body<Listing>(`/v1/transactions?accountId=${adaEur().id}&limit=2`);
    const next = await call(
      'GET',
      `/v1/transactions?accountId=${adaEur().id}&limit=2&lastKey=${String(first[0]?.lastKey)}`,
    );
    expect(next.status).toBe(200);
    const orders = await call('GET', `/crypto-exchange/orders?companyId=${operating.companyId}`, {
      as: 'acme',
    });
    expect(orders.status).toBe(200);
  });

  it('still refuses what is not of the uuid shape', async () => {
    const body = {
      amount: '5.00',
      from: { type: 'individual', accountId: `${adaEur().id.slice(0, -1)}g` },
      recipient: { type: 'account', accountId: graceEur().id },
    };
    expect(await call('POST', '/v2/transfer/internal', { body })).toEqual(INVALID);
  });

  it('first reading: RFC version 4 ids, and a plain id in a request is refused', async () => {
    start('first');
    const accounts = await body<{ id: string }[]>('/v1/accounts');
    expect(accounts.every((account) => RFC_UUID.safeParse(account.id).success)).toBe(true);
    const id = adaEur().id;
    const withoutVersion = `${id.slice(0, 14)}0${id.slice(15)}`;
    const body2 = {
      amount: '5.00',
      from: { type: 'individual', accountId: withoutVersion },
      recipient: { type: 'account', accountId: graceEur().id },
    };
    expect(await call('POST', '/v2/transfer/internal', { body: body2 })).toEqual(INVALID);
  });
});

describe('3. alternate: ada holds USDC, and both account lists show it', () => {
  it('GET /account and GET /v1/accounts list her USDC account', async () => {
    start('alternate');
    const legacy = await body<Record<string, unknown>[]>('/account');
    expect(legacy.find((account) => account['currency'] === 'USDC')).toMatchObject({
      title: ALTERNATE_USDC_ACCOUNT.title,
      available: 250,
      holding: 0,
      pending: 0,
      balance: 250,
      status: 'activated',
    });
    const v1 = await body<Record<string, unknown>[]>('/v1/accounts');
    expect(v1.find((account) => account['currency'] === 'USDC')).toMatchObject({
      title: ALTERNATE_USDC_ACCOUNT.title,
      posted: '250.000000',
    });
  });

  it('a USDC holding the exchange opens is listed by GET /account too', async () => {
    start('alternate');
    const order = { pair: 'USDC/EUR', side: 'buy', volume: '100.00', settings: { type: 'market' } };
    expect(
      (await call('POST', '/crypto-exchange/orders', { as: 'grace', body: order })).status,
    ).toBe(201);
    advance(5000);
    const legacy = await body<Record<string, unknown>[]>('/account', 'grace');
    expect(legacy.find((account) => account['currency'] === 'USDC')).toMatchObject({
      title: 'USDC holding',
      available: 107.987844,
    });
  });

  it('first reading: no USDC account', async () => {
    start('first');
    const legacy = await body<Record<string, unknown>[]>('/account');
    expect(legacy.some((account) => account['currency'] === 'USDC')).toBe(false);
  });
});

describe('4. alternate: a fee is a transaction row of its own', () => {
  beforeEach(() => start('alternate'));

  const sepa = (amount: string) => ({
    amount,
    from: { type: 'individual', accountId: adaEur().id },
    payment: { method: 'sepa', recipient: { iban: 'DE89370400440532013000', name: 'Hans' } },
  });

  async function sendSepa(amount: string) {
    const answer = await call('POST', '/v2/transfer', { body: sepa(amount) });
    expect(answer.status).toBe(201);
    const { id } = answer.body as { id: string };
    const rows = await rowsOf(adaEur().id);
    const payment = rows.find((row) => row.id === id);
    const fee = rows.find((row) => row['extId'] === id);
    return { id, rows, payment, fee };
  }

  it('SEPA 100.00: the payment row and a fee row of 0.50, both with the charge', async () => {
    const before = { ...adaEur() };
    const { id, payment, fee } = await sendSepa('100.00');
    const charge = { amount: '100.00', fee: '0.50', total: '100.50', currency: 'EUR' };
    expect(payment).toMatchObject({
      fee: false,
      amount: '100.00',
      direction: 'out',
      status: 'pending',
      charge,
    });
    expect(fee).toMatchObject({
      fee: true,
      amount: '0.50',
      direction: 'out',
      status: 'pending',
      accountId: adaEur().id,
      extId: id,
      charge,
    });
    expect(fee?.id).not.toBe(id);
    // The balances move once, by amount + fee.
    expect(adaEur().available).toBe(addDecimals([before.available, '-100.50']));
    expect(adaEur().holding).toBe(addDecimals([before.holding, '100.50']));

    advance(3000);
    const settled = await rowsOf(adaEur().id);
    expect(
      settled.filter((row) => row.id === id || row['extId'] === id).map((r) => r.status),
    ).toEqual(['completed', 'completed']);
    expect(adaEur().available).toBe(addDecimals([before.available, '-100.50']));
    expect(adaEur().holding).toBe(before.holding);
  });

  it('a held SEPA payment: both rows go on hold, then complete together', async () => {
    const before = { ...adaEur() };
    const { id } = await sendSepa('2000.00');
    const statuses = async () =>
      (await rowsOf(adaEur().id))
        .filter((row) => row.id === id || row['extId'] === id)
        .map((row) => [row['fee'], row.status, row['amount']]);
    advance(3000);
    expect(await statuses()).toEqual(
      expect.arrayContaining([
        [false, 'on_hold_provider', '2000.00'],
        [true, 'on_hold_provider', '4.00'],
      ]),
    );
    advance(5000);
    expect(await statuses()).toEqual(
      expect.arrayContaining([
        [false, 'completed', '2000.00'],
        [true, 'completed', '4.00'],
      ]),
    );
    expect(adaEur().available).toBe(addDecimals([before.available, '-2004.00']));
    expect(adaEur().holding).toBe(before.holding);
  });

  it('an internal transfer: the recipient gets the amount only, one row', async () => {
    const graceBefore = { ...graceEur() };
    const sent = await call('POST', '/v2/transfer/internal', {
      body: {
        amount: '100.00',
        from: { type: 'individual', accountId: adaEur().id },
        recipient: { type: 'account', accountId: graceEur().id },
      },
    });
    const { id } = sent.body as { id: string };
    const mine = (await rowsOf(adaEur().id)).filter((row) => row.id === id || row['extId'] === id);
    expect(mine.map((row) => [row['fee'], row['amount']])).toEqual(
      expect.arrayContaining([
        [false, '100.00'],
        [true, '0.10'],
      ]),
    );
    advance(3000);
    const theirs = (await rowsOf(graceEur().id, 'grace')).filter(
      (row) => row['outTransactionId'] === id,
    );
    expect(theirs).toHaveLength(1);
    expect(graceEur().available).toBe(addDecimals([graceBefore.available, '100.00']));
  });

  it('the seeded history with fees (saver) books each fee as its own row', async () => {
    const saver = bank.state.users.get('saver');
    const pot = saver?.accounts.find((account) => account.title === 'Savings pot');
    const rows = saver?.transactions ?? [];
    const payments = rows.filter((row) => row.charge && row.direction === 'out' && !row.fee);
    const fees = rows.filter((row) => row.fee === true);
    expect(payments.length).toBeGreaterThan(1000);
    expect(fees).toHaveLength(payments.length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const fee of fees) {
      const payment = byId.get(fee.extId ?? '');
      expect(payment?.fee).toBe(false);
      expect(fee).toMatchObject({
        amount: payment?.charge?.fee,
        status: payment?.status,
        direction: 'out',
        accountId: pot?.id,
        charge: payment?.charge,
      });
    }
  });

  it('first reading: one row carrying the fee in its charge', async () => {
    start('first');
    const answer = await call('POST', '/v2/transfer', { body: sepa('100.00') });
    const { id } = answer.body as { id: string };
    const rows = await rowsOf(adaEur().id);
    expect(rows.filter((row) => row.id === id || row['extId'] === id)).toHaveLength(1);
    expect(bank.state.users.get('saver')?.transactions).toHaveLength(10_000);
  });
});

describe('5. alternate: crypto orders answered {} and payouts with no body', () => {
  it('POST /crypto-exchange/orders → 201 {}; POST /crypto-exchange/payouts → 201, no body', async () => {
    start('alternate');
    const order = { pair: 'BTC/EUR', side: 'buy', volume: '100.00', settings: { type: 'market' } };
    expect(await call('POST', '/crypto-exchange/orders', { body: order })).toEqual({
      status: 201,
      body: {},
    });
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    await call('POST', '/crypto-exchange/wallets', { body: { currency: 'BTC', address } });
    const walletId = bank.state.users.get('ada')?.wallets[0]?.id;
    const payout = await call('POST', '/crypto-exchange/payouts', {
      body: { walletId, amount: '0.001', currency: 'BTC' },
    });
    expect(payout).toEqual({ status: 201 });
    expect(bank.state.users.get('ada')?.payouts).toHaveLength(1);
  });

  it('first reading: the order and the payout are answered as before', async () => {
    start('first');
    const order = { pair: 'BTC/EUR', side: 'buy', volume: '100.00', settings: { type: 'market' } };
    const placed = await call('POST', '/crypto-exchange/orders', { body: order });
    expect(placed.body).toMatchObject({ order: { id: expect.stringMatching(UUID_V7) } });
  });
});

describe('6. alternate: GET /v1/transactions takes no companyId', () => {
  it('refuses companyId with 400 Invalid payload; the account alone reads a company’s', async () => {
    start('alternate');
    const operating = accountOf(bank, 'acme', 'Acme operating');
    const withCompany = `/v1/transactions?accountId=${operating.id}&companyId=${operating.companyId}`;
    expect(await call('GET', withCompany, { as: 'acme' })).toEqual(INVALID);
    expect((await rowsOf(operating.id, 'acme')).length).toBeGreaterThan(0);
  });

  it('first reading: companyId still reads the company’s transactions', async () => {
    start('first');
    const operating = accountOf(bank, 'acme', 'Acme operating');
    const withCompany = `/v1/transactions?accountId=${operating.id}&companyId=${operating.companyId}`;
    expect((await call('GET', withCompany, { as: 'acme' })).status).toBe(200);
  });
});
