import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { ALTERNATE_USDC_ACCOUNT } from './alternate/seed';
import { cryptoAccountOf, setPrices } from './crypto/test-helpers';
import { createTestBank, type TestBank } from './test-bank';

// The crypto exchange in the alternate reading of the spec's gaps (mock/bank/readings.ts):
// only the public reference's order properties, a pair quoted at 4 decimals,
// orders and wallets answered with `{}`, payouts with no body at all.

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START, reading: 'alternate' }));
  setPrices(bank, { 'BTC/EUR': { ask: '60000.00', bid: '59000.00' } });
});

const BUY = { pair: 'BTC/EUR', side: 'buy', volume: '100.00', settings: { type: 'market' } };
const place = (body: unknown, as = 'ada') => call('POST', '/crypto-exchange/orders', { as, body });
const invalid = { status: 400, body: { message: 'Invalid payload' } };

describe('POST /crypto-exchange/orders, alternate reading', () => {
  it('takes {pair, side, volume, settings}: 201 {}, the exchange picks the accounts', async () => {
    expect(await place(BUY)).toEqual({ status: 201, body: {} });
    expect(cryptoAccountOf(bank, 'ada', 'Everyday euros').available).toBe('11957.91');
    const order = bank.state.users.get('ada')?.cryptoOrders.at(-1);
    expect(order?.charge).toEqual({ percentage: 0.5, contractId: 'BasicContract' });
  });

  it.each([
    ['accountIdFrom', { ...BUY, accountIdFrom: '00000000-0000-4000-8000-000000000000' }],
    ['accountIdTo', { ...BUY, accountIdTo: '00000000-0000-4000-8000-000000000000' }],
    ['any other property', { ...BUY, note: 'x' }],
    [
      'a settings property but type and desiredPrice',
      { ...BUY, settings: { type: 'market', tif: 'gtc' } },
    ],
  ])('refuses %s with 400 {message}, booking nothing', async (_name, body) => {
    expect(await place(body)).toEqual(invalid);
    expect(cryptoAccountOf(bank, 'ada', 'Everyday euros').available).toBe('12057.91');
    expect(bank.state.users.get('ada')?.cryptoOrders).toHaveLength(30);
  });

  it('grace, without bitcoin, still places an order: a BTC holding receives it', async () => {
    expect((await place(BUY, 'grace')).status).toBe(201);
    advance(5000);
    await call('GET', '/v1/accounts', { as: 'grace' });
    expect(cryptoAccountOf(bank, 'grace', 'BTC holding').available).toBe('0.00165833');
  });
});

describe('GET /crypto-exchange/info, alternate reading', () => {
  it('also lists USDC/EUR at bid 0.9201 / ask 0.9214, standing still with the clock', async () => {
    const expected = {
      ask: '0.9214',
      bid: '0.9201',
      maxdbc: 6,
      maxdqc: 2,
      orders: {
        market: { mode: 'enabled', minvqc: '10', minvbc: '10' },
        limit: { mode: 'disabled', minvqc: '10', minvbc: '10' },
      },
    };
    const first = (await call('GET', '/crypto-exchange/info')).body as {
      pairs: Record<string, unknown>;
    };
    expect(Object.keys(first.pairs)).toEqual(['BTC/EUR', 'ETH/EUR', 'BTC/GBP', 'USDC/EUR']);
    expect(first.pairs['USDC/EUR']).toEqual(expected);
    advance(15 * 60_000);
    expect(await call('GET', '/crypto-exchange/info')).toMatchObject({
      body: { pairs: { 'USDC/EUR': expected } },
    });
  });

  it('buying USDC for 100.00 EUR: (100.00 − 0.50) ÷ 0.9214, cut to 6 decimals, into a new holding', async () => {
    expect((await place({ ...BUY, pair: 'USDC/EUR' }, 'grace')).status).toBe(201);
    advance(5000);
    await call('GET', '/v1/accounts', { as: 'grace' });
    expect(cryptoAccountOf(bank, 'grace', 'USDC holding')).toMatchObject({
      currency: 'USDC',
      available: '107.987844',
    });
  });

  it('ada’s purchase of USDC goes into her seeded USDC account', async () => {
    expect((await place({ ...BUY, pair: 'USDC/EUR' })).status).toBe(201);
    advance(5000);
    await call('GET', '/v1/accounts');
    expect(cryptoAccountOf(bank, 'ada', ALTERNATE_USDC_ACCOUNT.title).available).toBe('357.987844');
    expect(bank.state.users.get('ada')?.accounts.some((a) => a.title === 'USDC holding')).toBe(
      false,
    );
  });

  it('the first reading does not list USDC/EUR', async () => {
    const first = createTestBank({ start: START });
    const answer = (await first.call('GET', '/crypto-exchange/info')).body as { pairs: object };
    expect(Object.keys(answer.pairs)).toEqual(['BTC/EUR', 'ETH/EUR', 'BTC/GBP']);
  });
});

describe('wallets and payouts, alternate reading: 201 with {} and with no body', () => {
  const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

  it('a wallet is registered ({}) and a payout sent (no body)', async () => {
    const wallet = { currency: 'BTC', address: BTC_ADDRESS };
    expect(await call('POST', '/crypto-exchange/wallets', { body: wallet })).toEqual({
      status: 201,
      body: {},
    });
    const [stored] = bank.state.users.get('ada')?.wallets ?? [];
    expect(stored).toMatchObject({ currency: 'BTC', address: BTC_ADDRESS, network: 'bitcoin' });
    const payout = { walletId: stored?.id, amount: '0.001', currency: 'BTC' };
    expect(await call('POST', '/crypto-exchange/payouts', { body: payout })).toEqual({
      status: 201,
    });
    expect(cryptoAccountOf(bank, 'ada', 'Bitcoin').available).toBe('0.04900000');
  });

  it('refusals keep their {message}', async () => {
    const wallet = { currency: 'DOGE', address: BTC_ADDRESS };
    expect(await call('POST', '/crypto-exchange/wallets', { body: wallet })).toEqual({
      status: 400,
      body: { message: 'Currency is not supported' },
    });
  });
});
