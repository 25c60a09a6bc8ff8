import Big from 'big.js';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import {
  cryptoAccountOf,
  orderBody,
  placedOrderId,
  setPrices,
  UUID_V7,
} from './crypto/test-helpers';
import { createTestBank, type TestBank } from './test-bank';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
  setPrices(bank, {
    'BTC/EUR': { ask: '60000.00', bid: '59000.00' },
    'ETH/EUR': { ask: '3000.00', bid: '2990.00' },
    'BTC/GBP': { ask: '51000.00', bid: '50500.00' },
  });
});

const eur = () => cryptoAccountOf(bank, 'ada', 'Everyday euros');
const bitcoin = () => cryptoAccountOf(bank, 'ada', 'Bitcoin');
const place = (body: unknown, as = 'ada', query = '') =>
  call('POST', `/crypto-exchange/orders${query}`, { as, body });
const read = async (id: string, as = 'ada', query = '') =>
  call('GET', `/crypto-exchange/orders/${id}${query}`, { as });

/** Places the order and answers its id (the test fails on anything but 201). */
async function placed(body: unknown, as = 'ada', query = ''): Promise<string> {
  return placedOrderId(await place(body, as, query));
}

/** What the spec's reading gives: fee half-up to the volume's decimals. */
function expected(volume: string, percent: string, feeDecimals: number) {
  const fee = new Big(volume).times(percent).div(100).round(feeDecimals, Big.roundHalfUp);
  return { fee, exchanged: new Big(volume).minus(fee) };
}

describe('POST /crypto-exchange/orders: a market buy', () => {
  it('answers 201 {order: {id, charge}} with a version 7 uuid; the volume is held at once', async () => {
    const before = { available: eur().available, holding: eur().holding };
    const answer = await place(orderBody({ from: eur(), to: bitcoin() }));
    expect(answer).toEqual({
      status: 201,
      body: {
        order: {
          id: expect.stringMatching(UUID_V7),
          charge: { percentage: 0.5, contractId: 'BasicContract' },
        },
      },
    });
    expect(eur().available).toBe(new Big(before.available).minus('100.00').toFixed(2));
    expect(eur().holding).toBe(new Big(before.holding).plus('100.00').toFixed(2));
  });

  it('is read only after 2 s, then goes initiated → processing (3 s) → completed (5 s)', async () => {
    const id = await placed(orderBody({ from: eur(), to: bitcoin() }));
    expect(await read(id)).toEqual({ status: 404, body: { message: 'Order not found' } });
    advance(1999);
    expect((await read(id)).status).toBe(404);
    advance(1);
    const first = await read(id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id,
      pair: 'BTC/EUR',
      side: 'buy',
      volume: '100.00',
      settings: { type: 'market' },
      state: { status: 'initiated' },
      accountIdFrom: eur().id,
      accountIdTo: bitcoin().id,
      profileId: bank.state.users.get('ada')?.client?.client,
      charge: { percentage: 0.5, contractId: 'BasicContract' },
      createdAt: START.toISOString(),
    });
    advance(1000);
    expect(await read(id)).toMatchObject({ body: { state: { status: 'processing' } } });
    advance(1999);
    expect(await read(id)).toMatchObject({ body: { state: { status: 'processing' } } });
    advance(1);
    expect(await read(id)).toMatchObject({
      body: {
        state: { status: 'completed' },
        updatedAt: new Date(START.getTime() + 5000).toISOString(),
      },
    });
  });

  it('on completion: the EUR hold is released and Bitcoin gets (100 − 0.50) ÷ ask, cut to 8 decimals', async () => {
    const eurBefore = { ...eur() };
    const btcBefore = bitcoin().available;
    await placed(orderBody({ from: eur(), to: bitcoin() }));
    advance(4999);
    await call('GET', '/v1/accounts');
    expect(bitcoin().available).toBe(btcBefore);
    advance(1);
    await call('GET', '/v1/accounts');
    const { fee, exchanged } = expected('100.00', '0.5', 2);
    expect(fee.toFixed(2)).toBe('0.50');
    const receives = exchanged.div('60000.00').round(8, Big.roundDown);
    expect(bitcoin().available).toBe(new Big(btcBefore).plus(receives).toFixed(8));
    expect(eur().holding).toBe(eurBefore.holding);
    expect(eur().available).toBe(new Big(eurBefore.available).minus('100.00').toFixed(2));
  });

  it('executes at the ask of the moment it was placed, whatever the price does later', async () => {
    const btcBefore = bitcoin().available;
    await placed(orderBody({ from: eur(), to: bitcoin(), volume: '250.00' }));
    setPrices(bank, { 'BTC/EUR': { ask: '30000.00', bid: '29000.00' } });
    advance(5000);
    await call('GET', '/v1/accounts');
    const { exchanged } = expected('250.00', '0.5', 2);
    const receives = exchanged.div('60000.00').round(8, Big.roundDown);
    expect(bitcoin().available).toBe(new Big(btcBefore).plus(receives).toFixed(8));
  });

  it('a Premium contract charges 0.25 %', async () => {
    const ada = bank.state.users.get('ada');
    if (ada?.client) ada.client.contract = 'PremiumContract';
    const id = await placed(orderBody({ from: eur(), to: bitcoin() }));
    advance(2000);
    expect(await read(id)).toMatchObject({
      body: { charge: { percentage: 0.25, contractId: 'PremiumContract' } },
    });
  });
});

describe('POST /crypto-exchange/orders: selling and limit orders', () => {
  it('a market sell takes BTC and credits (volume − fee) × bid in EUR, cut to the cent', async () => {
    const btcBefore = { ...bitcoin() };
    const eurBefore = eur().available;
    await placed(orderBody({ side: 'sell', volume: '0.01', from: bitcoin(), to: eur() }));
    expect(bitcoin().available).toBe(new Big(btcBefore.available).minus('0.01').toFixed(8));
    advance(5000);
    await call('GET', '/v1/accounts');
    const { fee, exchanged } = expected('0.01', '0.5', 8);
    expect(fee.toFixed(8)).toBe('0.00005000');
    const receives = exchanged.times('59000.00').round(2, Big.roundDown);
    expect(eur().available).toBe(new Big(eurBefore).plus(receives).toFixed(2));
    expect(bitcoin().holding).toBe(btcBefore.holding);
  });

  it('a limit order goes initiated → open (3 s) and waits there, its volume held', async () => {
    const before = eur().available;
    const body = orderBody({
      from: eur(),
      to: bitcoin(),
      settings: { type: 'limit', desiredPrice: '55000.00' },
    });
    const id = await placed(body);
    advance(2000);
    expect(await read(id)).toMatchObject({
      body: {
        state: { status: 'initiated' },
        settings: { type: 'limit', desiredPrice: '55000.00' },
      },
    });
    advance(1000);
    expect(await read(id)).toMatchObject({ body: { state: { status: 'open' } } });
    advance(3_600_000);
    expect(await read(id)).toMatchObject({ body: { state: { status: 'open' } } });
    expect(eur().available).toBe(new Big(before).minus('100.00').toFixed(2));
  });

  it('BTC/GBP pays from the GBP account; ETH/EUR buys into Ether', async () => {
    const pounds = cryptoAccountOf(bank, 'ada', 'Pounds');
    const ether = cryptoAccountOf(bank, 'ada', 'Ether');
    await placed(orderBody({ pair: 'BTC/GBP', from: pounds, to: bitcoin(), volume: '51.00' }));
    await placed(orderBody({ pair: 'ETH/EUR', from: eur(), to: ether, volume: '30.00' }));
    advance(5000);
    await call('GET', '/v1/accounts');
    const { exchanged } = expected('30.00', '0.5', 2);
    expect(ether.available).toBe(exchanged.div('3000.00').round(8, Big.roundDown).toFixed(8));
  });
});
