import Big from 'big.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { startBankServer, type BankServer } from './http-server';
import { createTestBank, type TestBank } from './test-bank';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

/** GET /crypto-exchange/info as the spec shows it: `{pairs}` by pair name. */
interface ExchangeInfo {
  pairs: Record<
    string,
    {
      ask: string;
      bid: string;
      maxdbc: number;
      maxdqc: number;
      orders: Record<'market' | 'limit', unknown>;
    }
  >;
}

/** The answer's body, held to the spec's top-level shape. */
function infoOf(body: unknown): ExchangeInfo {
  expect(Object.keys(body as object)).toEqual(['pairs']);
  return body as ExchangeInfo;
}

async function info(): Promise<ExchangeInfo> {
  const response = await call('GET', '/crypto-exchange/info');
  expect(response.status).toBe(200);
  return infoOf(response.body);
}

const limits = (mode: string) => ({ mode, minvqc: '10', minvbc: '0.0001' });

describe('GET /crypto-exchange/info', () => {
  it('lists BTC/EUR, ETH/EUR and BTC/GBP with the agreed limits; ETH/EUR takes no limit orders', async () => {
    const { pairs } = await info();
    expect(Object.keys(pairs)).toEqual(['BTC/EUR', 'ETH/EUR', 'BTC/GBP']);
    for (const pair of Object.values(pairs)) {
      expect(pair).toMatchObject({ maxdbc: 8, maxdqc: 2 });
      expect(pair.orders.market).toEqual(limits('enabled'));
    }
    expect(pairs['BTC/EUR']?.orders.limit).toEqual(limits('enabled'));
    expect(pairs['ETH/EUR']?.orders.limit).toEqual(limits('disabled'));
    expect(pairs['BTC/GBP']?.orders.limit).toEqual(limits('enabled'));
  });

  it('prices are decimal strings with 2 decimals, ask above bid, near each seed price', async () => {
    const around = { 'BTC/EUR': 60_000, 'ETH/EUR': 3000, 'BTC/GBP': 51_000 };
    const { pairs } = await info();
    for (const [name, seed] of Object.entries(around)) {
      const { ask, bid } = pairs[name] ?? { ask: '', bid: '' };
      expect(ask).toMatch(/^\d+\.\d{2}$/);
      expect(bid).toMatch(/^\d+\.\d{2}$/);
      expect(new Big(ask).gt(bid)).toBe(true);
      // Within 1 % of the seed, and a spread under 0.2 % of the ask.
      expect(
        new Big(ask)
          .minus(seed)
          .abs()
          .lt(seed / 100),
      ).toBe(true);
      expect(new Big(ask).minus(bid).lt(new Big(ask).times('0.002'))).toBe(true);
    }
  });

  it('prices move a little with the clock, and the same moment gives the same prices', async () => {
    const first = await info();
    advance(10_000 * 7);
    const later = await info();
    expect(later.pairs['BTC/EUR']?.ask).not.toBe(first.pairs['BTC/EUR']?.ask);
    const again = createTestBank({ start: new Date(START.getTime() + 70_000) });
    const response = await again.call('GET', '/crypto-exchange/info');
    expect(infoOf(response.body)).toEqual(later);
  });

  it('over an hour, every pair stays within 1 % of its seed and ask stays above bid', async () => {
    for (let minute = 0; minute < 60; minute += 1) {
      const { pairs } = await info();
      const btc = pairs['BTC/EUR'] ?? { ask: '0', bid: '0' };
      expect(new Big(btc.ask).gt(btc.bid)).toBe(true);
      expect(new Big(btc.bid).minus(60_000).abs().lt(600)).toBe(true);
      advance(60_000);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', '/crypto-exchange/info', { as: null })).status).toBe(401);
  });

  it('answers anyone signed in, even without a client profile (the market is public)', async () => {
    expect((await call('GET', '/crypto-exchange/info', { as: 'new' })).status).toBe(200);
  });
});

describe('the seeded contracts name the exchange’s fee (A-282)', () => {
  /** Per contract, `currency percentage` of each param whose action is the exchange's. */
  const exchangeFees = async (test: TestBank) => {
    const response = await test.call('GET', '/contracts/clients');
    const contracts = response.body as {
      id: string;
      params?: {
        action?: string;
        transferPlane?: { currency: string; percentage: number }[];
      }[];
    }[];
    return Object.fromEntries(
      contracts.map((contract) => [
        contract.id,
        (contract.params ?? [])
          .filter((param) => param.action === 'cryptoExchange')
          .flatMap((param) => param.transferPlane ?? [])
          .map((plane) => `${plane.currency} ${plane.percentage}`),
      ]),
    );
  };

  it('first reading: Basic 0.5 %, Premium 0.25 % for EUR and GBP; Legacy none', async () => {
    expect(await exchangeFees(createTestBank({ start: START }))).toEqual({
      BasicContract: ['EUR 0.5', 'GBP 0.5'],
      PremiumContract: ['EUR 0.25', 'GBP 0.25'],
      LegacyContract: [],
    });
  });

  it('alternate reading: no contract names the exchange', async () => {
    expect(await exchangeFees(createTestBank({ start: START, reading: 'alternate' }))).toEqual({
      BasicContract: [],
      PremiumContract: [],
      LegacyContract: [],
    });
  });
});

describe('the seeded crypto accounts', () => {
  it('ada holds Bitcoin (0.05 BTC, 0.01 more held by her open order) and Ether (none) beside her EUR and GBP accounts', async () => {
    const response = await call('GET', '/v1/accounts');
    const accounts = response.body as { title: string; currency: string; posted: string }[];
    expect(accounts.map((item) => [item.title, item.currency])).toEqual([
      ['Everyday euros', 'EUR'],
      ['Pounds', 'GBP'],
      ['Bitcoin', 'BTC'],
      ['Ether', 'ETH'],
    ]);
    // posted = available + holding.
    expect(accounts.find((item) => item.currency === 'BTC')?.posted).toBe('0.06000000');
    const legacy = (await call('GET', '/account')).body as {
      currency: string;
      available: number;
    }[];
    expect(legacy.find((item) => item.currency === 'BTC')?.available).toBe(0.05);
  });

  it('Acme Corporation holds Acme bitcoin (0.75 BTC)', async () => {
    const corporation = bank.state.users.get('acme')?.companies[0];
    const response = await call('GET', `/v1/accounts?companyId=${corporation?.companyId}`, {
      as: 'acme',
    });
    const accounts = response.body as { title: string; currency: string; posted: string }[];
    expect(accounts.find((item) => item.currency === 'BTC')).toMatchObject({
      title: 'Acme bitcoin',
      posted: '0.75000000',
    });
  });
});

describe('control API: POST /__control/crypto/prices and /consistency', () => {
  let server: BankServer;
  let clock = START.getTime();
  beforeAll(async () => {
    server = await startBankServer({
      port: 0,
      allowedOrigins: [],
      verifyToken: async (token) => (token.startsWith('t:') ? { sub: token.slice(2) } : null),
      now: () => new Date(clock),
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    clock = START.getTime();
    server.bank.reset();
  });

  const control = (path: string, body?: unknown) =>
    fetch(`${server.url}/__control/crypto/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const market = async () => {
    const response = await fetch(`${server.url}/crypto-exchange/info`, {
      headers: { Authorization: 'Bearer t:ada' },
    });
    return infoOf(await response.json()).pairs;
  };

  it('frozen: prices stand still while the clock runs, and move again when unfrozen', async () => {
    const before = await market();
    expect((await control('prices', { frozen: true })).status).toBe(200);
    clock += 10 * 60_000;
    expect(await market()).toEqual(before);
    await control('prices', { frozen: false });
    expect((await market())['BTC/EUR']?.ask).not.toBe(before['BTC/EUR']?.ask);
  });

  it('sets exact prices per pair; the others keep theirs; a reset forgets them', async () => {
    const set = { 'BTC/EUR': { ask: '61000.00', bid: '60900.00' } };
    const response = await control('prices', { pairs: set });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ pairs: set, frozen: false });
    const pairs = await market();
    expect(pairs['BTC/EUR']).toMatchObject(set['BTC/EUR']);
    expect(pairs['ETH/EUR']?.ask).not.toBe('61000.00');
    clock += 60_000;
    expect((await market())['BTC/EUR']).toMatchObject(set['BTC/EUR']);
    await fetch(`${server.url}/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await market())['BTC/EUR']?.ask).not.toBe('61000.00');
  });

  it.each([
    ['an unknown pair', { pairs: { 'DOGE/EUR': { ask: '1.00', bid: '0.90' } } }],
    ['ask not above bid', { pairs: { 'BTC/EUR': { ask: '60000.00', bid: '60000.00' } } }],
    ['three decimals', { pairs: { 'BTC/EUR': { ask: '60000.001', bid: '59000.00' } } }],
    ['a number', { pairs: { 'BTC/EUR': { ask: 60_000, bid: 59_000 } } }],
    ['an unknown field', { freeze: true }],
    ['not JSON', '{"frozen":'],
  ])('refuses %s with 400 and a message, changing nothing', async (_name, body) => {
    const before = await market();
    const response = await control('prices', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(await market()).toEqual(before);
  });

  it('GET shows the prices and the delay; POST consistency sets it (0 to 600000 ms)', async () => {
    expect(await (await control('consistency')).json()).toEqual({ delayMs: 2000 });
    expect((await control('consistency', { delayMs: 0 })).status).toBe(200);
    expect(server.bank.state.crypto.consistencyDelayMs).toBe(0);
    expect((await control('consistency', { delayMs: -1 })).status).toBe(400);
    expect((await control('consistency', { delayMs: 1.5 })).status).toBe(400);
    const prices = (await (await control('prices')).json()) as { pairs: object };
    expect(Object.keys(prices.pairs)).toEqual(['BTC/EUR', 'ETH/EUR', 'BTC/GBP']);
  });

  it('POST consistency {release: true} makes the orders still unreadable readable now', async () => {
    const held = server.bank.state.users.get('ada')?.cryptoOrders ?? [];
    const record = held[0];
    if (!record) throw new Error('ada has seeded crypto orders');
    record.readableAt = clock + 600_000;
    const answer = await control('consistency', { release: true });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ delayMs: 2000, released: 1 });
    expect(record.readableAt).toBe(clock);
    expect((await control('consistency', { release: false })).status).toBe(400);
    expect((await control('consistency', { release: true, delayMs: 0 })).status).toBe(400);
  });

  it('an unknown crypto control path is 404', async () => {
    expect((await control('orders', {})).status).toBe(404);
  });
});
