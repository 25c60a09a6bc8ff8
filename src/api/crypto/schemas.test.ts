import { readAnswerAs } from '../http';
import { describe, it, expect } from 'vitest';
import {
  createOrderBodySchema,
  createOrderResponseSchema,
  createPayoutBodySchema,
  createWalletBodySchema,
  createWalletResponseSchema,
  cryptoOrderSchema,
  exchangeInfoSchema,
  isUuidV7,
  orderIdSchema,
  ordersPageSchema,
  ordersQuerySchema,
  pairSchema,
} from './schemas';
import { englishMessage } from '../../test/schema-messages';

const ORDER_ID = '0190a3c4-7b2e-7c3d-8e4f-123456789abc';
const V4 = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90';

const order = {
  id: ORDER_ID,
  profileId: V4,
  accountIdFrom: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  accountIdTo: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  pair: 'BTC/EUR',
  side: 'buy',
  volume: '100.50',
  settings: { type: 'market', desiredPrice: '61000.00' },
  state: { status: 'initiated' },
  createdAt: '2024-03-01T12:00:00.000Z',
  updatedAt: '2024-03-01T12:00:01.000Z',
  charge: { percentage: 0.5, contractId: 'CryptoContract' },
};

const typeInfo = { mode: 'enabled', minvbc: '0.0001', minvqc: '10' };
const info = {
  pairs: {
    'BTC/EUR': {
      ask: '61000.10',
      bid: '60990.00',
      maxdbc: 8,
      maxdqc: 2,
      orders: { market: typeInfo, limit: { ...typeInfo, mode: 'disabled' } },
    },
  },
};

describe('pairSchema', () => {
  it.each(['BTC/EUR', 'a/b', `${'A'.repeat(16)}/${'B'.repeat(16)}`, 'usdt/eur'])(
    'accepts %s',
    (p) => {
      expect(pairSchema.safeParse(p).success).toBe(true);
    },
  );

  it.each(['BTC', 'BTC/', '/EUR', 'BTC-EUR', 'BTC/EUR/USD', `${'A'.repeat(17)}/EUR`, 'BTC /EUR'])(
    'refuses %j',
    (p) => {
      expect(englishMessage(pairSchema.safeParse(p).error?.issues[0]?.message)).toBe(
        'Enter a pair as BASE/QUOTE, e.g. BTC/EUR',
      );
    },
  );
});

describe('order ids', () => {
  it('isUuidV7 tells v7 from other versions', () => {
    expect(isUuidV7(ORDER_ID)).toBe(true);
    expect(isUuidV7(V4)).toBe(false);
    expect(isUuidV7(42)).toBe(false);
    expect(orderIdSchema.safeParse(ORDER_ID).success).toBe(true);
    expect(orderIdSchema.safeParse(V4).success).toBe(false);
  });

  it('an order read from the exchange has any id it gives (opaque; issue 35 §1)', () => {
    expect(cryptoOrderSchema.safeParse({ ...order, id: V4 }).success).toBe(true);
    expect(cryptoOrderSchema.safeParse({ ...order, id: 'order-1' }).success).toBe(true);
    expect(cryptoOrderSchema.safeParse({ ...order, id: '' }).success).toBe(false);
  });
});

describe('ordersPageSchema', () => {
  it('accepts a realistic page and strips unknown keys', () => {
    const parsed = ordersPageSchema.parse({
      orders: [{ ...order, fills: [] }],
      pageKey: 'eyJpZCI6IjEifQ',
      total: 1,
    });
    expect(parsed).toEqual({ orders: [order], pageKey: 'eyJpZCI6IjEifQ' });
  });

  it('accepts a null pageKey (absent, as every null is read) and keeps unknown state statuses', () => {
    const parsed = readAnswerAs(
      ordersPageSchema,
      { orders: [{ ...order, state: { status: 'settled' } }], pageKey: null },
      'GET /orders',
    );
    expect(parsed.orders[0]?.state.status).toBe('settled');
    expect(parsed.pageKey).toBeUndefined();
  });

  it('takes a pageKey of any type, to be sent back as it came (issue 35 §4)', () => {
    for (const pageKey of ['k1', 42, { id: 'o1', createdAt: '2026-11-30' }]) {
      expect(ordersPageSchema.parse({ orders: [], pageKey }).pageKey).toEqual(pageKey);
    }
  });

  it('fails when an order lacks its state; reads a side the spec does not list (A-295)', () => {
    const { state: _state, ...withoutState } = order;
    // Left out of the page and counted, never the reason the page is lost (issue 35 §1).
    expect(ordersPageSchema.parse({ orders: [withoutState, order] }).orders).toEqual([order]);
    expect(cryptoOrderSchema.parse({ ...order, side: 'hold' }).side).toBe('hold');
    expect(cryptoOrderSchema.safeParse({ ...order, side: 1 }).success).toBe(false);
  });
});

describe('exchangeInfoSchema', () => {
  it('accepts realistic pair info', () => {
    expect(exchangeInfoSchema.parse(info)).toEqual(info);
  });

  it('fails on non-integer decimals; reads a mode the spec does not list as given (A-295)', () => {
    const pair = info.pairs['BTC/EUR'];
    expect(
      exchangeInfoSchema.safeParse({ pairs: { 'BTC/EUR': { ...pair, maxdbc: 8.5 } } }).success,
    ).toBe(false);
    const pausedMarket = {
      ...pair,
      orders: { market: { ...typeInfo, mode: 'paused' }, limit: typeInfo },
    };
    const read = exchangeInfoSchema.parse({ pairs: { 'BTC/EUR': pausedMarket } });
    expect(read.pairs['BTC/EUR']?.orders.market.mode).toBe('paused');
  });
});

describe('ordersQuerySchema', () => {
  it('accepts pageLimit 1 and 25, refuses 0 and 26', () => {
    expect(ordersQuerySchema.parse({ pageLimit: 1 })).toEqual({ pageLimit: 1 });
    expect(ordersQuerySchema.parse({ pageLimit: '25' })).toEqual({ pageLimit: 25 });
    const tooSmall = ordersQuerySchema.safeParse({ pageLimit: 0 }).error?.issues[0]?.message;
    expect(tooSmall).toBe(
      'validation.query.wholeNumber|{"min":1,"max":25,"label":{"key":"validation.query.pageSize"}}',
    );
    expect(englishMessage(tooSmall)).toBe('Enter a whole number from 1 to 25 for the page size');
    expect(ordersQuerySchema.safeParse({ pageLimit: '26' }).success).toBe(false);
  });

  it('checks pageSort and companyId', () => {
    expect(ordersQuerySchema.safeParse({ pageSort: 'asc', companyId: V4 }).success).toBe(true);
    expect(ordersQuerySchema.safeParse({ pageSort: 'ascending' }).success).toBe(false);
    expect(ordersQuerySchema.safeParse({ companyId: '' }).success).toBe(false);
  });
});

describe('createOrderBodySchema', () => {
  const body = {
    pair: 'BTC/EUR',
    side: 'sell',
    volume: '0.0015',
    settings: { type: 'market' },
    accountIdFrom: '0b6f2c1e-3d4a-4b5c-8d6e-7f8091a2b3c4',
    accountIdTo: '1c7a3d2f-4e5b-4c6d-9e7f-8091a2b3c4d5',
  };

  it('needs both accounts (A-122)', () => {
    const { accountIdTo: _to, ...withoutTo } = body;
    expect(createOrderBodySchema.safeParse(withoutTo).success).toBe(false);
  });

  it('accepts market and limit orders', () => {
    expect(createOrderBodySchema.parse(body)).toEqual(body);
    const limit = { ...body, settings: { type: 'limit', desiredPrice: '61000' } };
    expect(createOrderBodySchema.parse(limit)).toEqual(limit);
  });

  it('checks volume length 36/37, pair pattern and limit price', () => {
    expect(createOrderBodySchema.safeParse({ ...body, volume: '1'.repeat(36) }).success).toBe(true);
    expect(createOrderBodySchema.safeParse({ ...body, volume: '1'.repeat(37) }).success).toBe(
      false,
    );
    expect(createOrderBodySchema.safeParse({ ...body, volume: '' }).success).toBe(false);
    expect(createOrderBodySchema.safeParse({ ...body, pair: 'BTCEUR' }).success).toBe(false);
    expect(createOrderBodySchema.safeParse({ ...body, settings: { type: 'limit' } }).success).toBe(
      false,
    );
    expect(createOrderBodySchema.safeParse({ ...body, settings: { type: 'stop' } }).success).toBe(
      false,
    );
  });

  it('reads the create answer: the order’s id where given, any other 2xx answer as placed', () => {
    expect(createOrderResponseSchema.parse({ order: { id: ORDER_ID, pair: 'x' } })).toEqual({
      id: ORDER_ID,
    });
    expect(createOrderResponseSchema.parse({ id: ORDER_ID })).toEqual({ id: ORDER_ID });
    // Issue 35 §4: `{}` or no body is the order placed, its id not known (not "outcome unknown").
    for (const answer of [{}, undefined, null, 'Created', { order: {} }]) {
      expect(createOrderResponseSchema.parse(answer), String(answer)).toEqual({ id: null });
    }
  });
});

describe('wallets and payouts (assumed bodies)', () => {
  it('checks the wallet body', () => {
    const wallet = { currency: 'USDT', address: '0x52908400098527886E0F7030069857D2E4169EE7' };
    expect(createWalletBodySchema.parse({ ...wallet, network: 'ERC20' })).toEqual({
      ...wallet,
      network: 'ERC20',
    });
    expect(createWalletBodySchema.safeParse({ ...wallet, address: '' }).success).toBe(false);
    expect(createWalletBodySchema.safeParse({ ...wallet, label: 'a'.repeat(51) }).success).toBe(
      false,
    );
    expect(createWalletResponseSchema.parse({ id: 'w-1', extra: 1 })).toEqual({
      id: 'w-1',
      extra: 1,
    });
  });

  it('checks the payout body', () => {
    const payout = { walletId: 'w-1', amount: '0.25', currency: 'BTC' };
    expect(createPayoutBodySchema.parse(payout)).toEqual(payout);
    expect(createPayoutBodySchema.safeParse({ ...payout, amount: '-1' }).success).toBe(false);
    expect(createPayoutBodySchema.safeParse({ ...payout, currency: 'BT C' }).success).toBe(false);
  });
});
