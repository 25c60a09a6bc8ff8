import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBank } from './bank';
import { controlConsistency } from './crypto/control';
import {
  acmeCorporationSale,
  companyIdOf,
  cryptoAccountOf,
  orderBody,
  placedOrderId,
  UUID_V7,
} from './crypto/test-helpers';
import { createTestBank, type TestBank } from './test-bank';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

const refusal = (status: number, message: string) => ({ status, body: { message } });

/** A page of GET /orders as the test reads it (the spec's `{orders, pageKey}`). */
interface OrdersPage {
  orders: {
    id: string;
    profileId: string;
    pair: string;
    state: { status: string };
    createdAt: string;
    charge: unknown;
    [key: string]: unknown;
  }[];
  pageKey: string | null;
}

async function page(query = '', as = 'ada'): Promise<OrdersPage> {
  const response = await call('GET', `/crypto-exchange/orders${query}`, { as });
  expect(response.status).toBe(200);
  expect(Object.keys(response.body as object).sort()).toEqual(['orders', 'pageKey']);
  return response.body as OrdersPage;
}

/** Every page, following pageKey, with `extra` query parameters. */
async function allPages(extra: string): Promise<OrdersPage[]> {
  const pages = [await page(`?${extra}`)];
  while (pages.at(-1)?.pageKey) {
    pages.push(await page(`?${extra}&pageKey=${encodeURIComponent(pages.at(-1)?.pageKey ?? '')}`));
  }
  return pages;
}

describe('GET /crypto-exchange/orders: ada’s 30 seeded orders', () => {
  it('10 a page by default, newest first; three pages, the last with pageKey null', async () => {
    const pages = await allPages('');
    expect(pages.map((item) => item.orders.length)).toEqual([10, 10, 10]);
    expect(pages.map((item) => item.pageKey === null)).toEqual([false, false, true]);
    const orders = pages.flatMap((item) => item.orders);
    expect(new Set(orders.map((order) => order.id)).size).toBe(30);
    const times = orders.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(orders.every((order) => UUID_V7.test(order.id))).toBe(true);
  });

  it('hold every pair, side, type and the five seeded statuses; one limit order is still open', async () => {
    const orders = (await allPages('pageLimit=25')).flatMap((item) => item.orders);
    expect(orders).toHaveLength(30);
    expect(new Set(orders.map((order) => order.pair))).toEqual(
      new Set(['BTC/EUR', 'ETH/EUR', 'BTC/GBP']),
    );
    expect(new Set(orders.map((order) => order.state.status))).toEqual(
      new Set(['completed', 'cancelled', 'rejected', 'open']),
    );
    const open = orders.filter((order) => order.state.status === 'open');
    expect(open).toEqual([
      expect.objectContaining({
        pair: 'BTC/EUR',
        side: 'sell',
        volume: '0.01000000',
        settings: { type: 'limit', desiredPrice: '75000.00' },
        accountIdFrom: cryptoAccountOf(bank, 'ada', 'Bitcoin').id,
      }),
    ]);
    // Its volume is on hold on Bitcoin.
    expect(cryptoAccountOf(bank, 'ada', 'Bitcoin').holding).toBe('0.01000000');
    for (const order of orders) {
      expect(order.charge).toEqual({ percentage: 0.5, contractId: 'BasicContract' });
    }
  });

  it('pageSort=asc gives the same orders oldest first; pageLimit=25 gives 25 then 5', async () => {
    const desc = (await allPages('')).flatMap((item) => item.orders.map((order) => order.id));
    const asc = await allPages('pageSort=asc&pageLimit=25');
    expect(asc.map((item) => item.orders.length)).toEqual([25, 5]);
    expect(asc.flatMap((item) => item.orders.map((order) => order.id))).toEqual(desc.reverse());
  });

  it('pageLimit=1 walks all 30 one by one', async () => {
    expect(await allPages('pageLimit=1')).toHaveLength(30);
  });

  it.each([
    ['pageLimit=0'],
    ['pageLimit=26'],
    ['pageLimit=ten'],
    ['pageSort=descending'],
    ['pageKey=not-a-key'],
    ['companyId=acme'],
  ])('%s → 400 Invalid payload', async (query) => {
    expect(await call('GET', `/crypto-exchange/orders?${query}`)).toEqual(
      refusal(400, 'Invalid payload'),
    );
  });

  it('a pageKey of the other sort order → 400 Invalid payload', async () => {
    const { pageKey } = await page('?pageSort=desc');
    expect(
      await call('GET', `/crypto-exchange/orders?pageSort=asc&pageKey=${pageKey ?? ''}`),
    ).toEqual(refusal(400, 'Invalid payload'));
  });

  it('Acme Corporation has none (empty page, pageKey null); acme alone has none either', async () => {
    const corporation = companyIdOf(bank, 'acme', 'Acme Corporation');
    expect(await page(`?companyId=${corporation}`, 'acme')).toEqual({ orders: [], pageKey: null });
    expect(await page('', 'acme')).toEqual({ orders: [], pageKey: null });
  });

  it('another user’s company → 403; no client profile → 404 Client not found', async () => {
    const corporation = companyIdOf(bank, 'acme', 'Acme Corporation');
    expect(await call('GET', `/crypto-exchange/orders?companyId=${corporation}`)).toEqual(
      refusal(403, 'Sender has no access to this account'),
    );
    expect(await call('GET', '/crypto-exchange/orders', { as: 'new' })).toEqual(
      refusal(404, 'Client not found'),
    );
  });
});

describe('GET /crypto-exchange/orders/{orderId}', () => {
  it('answers a seeded order as the list shows it', async () => {
    const [first] = (await page()).orders;
    expect(await call('GET', `/crypto-exchange/orders/${first?.id}`)).toEqual({
      status: 200,
      body: first,
    });
  });

  it('an unknown version 7 id → 404 Order not found; not a version 7 uuid → 400', async () => {
    const unknown = '0190b1c2-3d4e-7f00-8a00-000000000001';
    expect(await call('GET', `/crypto-exchange/orders/${unknown}`)).toEqual(
      refusal(404, 'Order not found'),
    );
    const v4 = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90';
    expect(await call('GET', `/crypto-exchange/orders/${v4}`)).toEqual(
      refusal(400, 'Invalid payload'),
    );
  });

  it('ada’s order is not found for grace, nor under a company', async () => {
    const [first] = (await page()).orders;
    expect(
      (await call('GET', `/crypto-exchange/orders/${first?.id}`, { as: 'grace' })).status,
    ).toBe(404);
    const corporation = companyIdOf(bank, 'acme', 'Acme Corporation');
    const acme = await call(
      'GET',
      `/crypto-exchange/orders/${first?.id}?companyId=${corporation}`,
      {
        as: 'acme',
      },
    );
    expect(acme).toEqual(refusal(404, 'Order not found'));
  });
});

describe('eventual consistency (control: consistency delayMs)', () => {
  const buy = () =>
    orderBody({
      from: cryptoAccountOf(bank, 'ada', 'Everyday euros'),
      to: cryptoAccountOf(bank, 'ada', 'Bitcoin'),
    });
  const placeOne = async () => {
    return placedOrderId(await call('POST', '/crypto-exchange/orders', { body: buy() }));
  };

  it('a new order is absent from the list for 2 s, then first on it', async () => {
    const id = await placeOne();
    expect((await page()).orders.map((order) => order.id)).not.toContain(id);
    advance(2000);
    expect((await page()).orders[0]?.id).toBe(id);
  });

  it('delayMs 0: readable at once; 10000: still absent at 5 s, though its money has moved', async () => {
    controlConsistency(bank.state, { delayMs: 0 });
    const now = await placeOne();
    expect((await call('GET', `/crypto-exchange/orders/${now}`)).status).toBe(200);
    controlConsistency(bank.state, { delayMs: 10_000 });
    const before = cryptoAccountOf(bank, 'ada', 'Bitcoin').available;
    const later = await placeOne();
    advance(5000);
    expect((await call('GET', `/crypto-exchange/orders/${later}`)).status).toBe(404);
    expect(cryptoAccountOf(bank, 'ada', 'Bitcoin').available).not.toBe(before);
    advance(5000);
    expect(await call('GET', `/crypto-exchange/orders/${later}`)).toMatchObject({
      status: 200,
      body: { state: { status: 'completed' } },
    });
  });

  it('a company’s order is listed under its companyId only', async () => {
    const { corporation, body } = acmeCorporationSale(bank);
    const answer = await call('POST', `/crypto-exchange/orders?companyId=${corporation}`, {
      as: 'acme',
      body,
    });
    const id = placedOrderId(answer);
    advance(2000);
    const listed = await page(`?companyId=${corporation}`, 'acme');
    expect(listed.orders.map((order) => [order.id, order.profileId])).toEqual([[id, corporation]]);
    expect((await page('', 'acme')).orders).toEqual([]);
  });

  it('a reset forgets new orders and the delay set', async () => {
    controlConsistency(bank.state, { delayMs: 0 });
    await placeOne();
    bank.reset();
    expect(bank.state.crypto.consistencyDelayMs).toBe(2000);
    expect(bank.state.users.get('ada')?.cryptoOrders).toHaveLength(30);
  });
});
