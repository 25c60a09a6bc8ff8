import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import {
  isExact,
  unseenMovementsOf,
  type ExchangeOrder,
  type OrdersRead,
} from './unseen-movements';

// Issue 35 §3: where the balance moves without a transaction the app can see, the statement
// must say it cannot be exact. The orders are written from the spec's crypto order fields.

const SINCE = Date.parse('2026-10-01T00:00:00.000Z');
const EUR = { id: 'acc-eur', currency: 'EUR' };
const BTC = { id: 'acc-btc', currency: 'BTC' };

function order(fields: Partial<ExchangeOrder> = {}): ExchangeOrder {
  return {
    id: 'order-1',
    pair: 'BTC/EUR',
    accountIdFrom: 'acc-eur',
    accountIdTo: 'acc-btc',
    state: { status: 'completed' },
    createdAt: '2026-10-12T09:00:00.000Z',
    updatedAt: '2026-10-12T09:00:05.000Z',
    ...fields,
  };
}

const read = (...orders: ExchangeOrder[]): OrdersRead => ({ kind: 'read', orders });
const unseen = (
  account: { id: string; currency: string },
  orders: OrdersRead,
  transactions: Transaction[] = [],
) => unseenMovementsOf({ account, orders, transactions, since: SINCE });

describe('unseenMovementsOf', () => {
  it('counts an order on the account since the period’s start, from either side', () => {
    expect(unseen(EUR, read(order()))).toEqual({
      orders: 1,
      ordersUnchecked: false,
      payouts: false,
    });
    expect(unseen(BTC, read(order())).orders).toBe(1);
    expect(unseen({ id: 'acc-gbp', currency: 'GBP' }, read(order())).orders).toBe(0);
    expect(isExact(unseen(EUR, read(order())))).toBe(false);
  });

  it('leaves out orders before the period, and those that moved nothing', () => {
    const before = order({
      createdAt: '2026-09-30T10:00:00.000Z',
      updatedAt: '2026-09-30T10:00:01.000Z',
    });
    expect(unseen(EUR, read(before)).orders).toBe(0);
    expect(unseen(EUR, read(order({ state: { status: 'rejected' } }))).orders).toBe(0);
    expect(unseen(EUR, read(order({ state: { status: ' Cancelled ' } }))).orders).toBe(0);
    expect(isExact(unseen(EUR, read(before)))).toBe(true);
  });

  it('counts an order placed before the period that changed in it, and one that says no time', () => {
    const filledLater = order({
      createdAt: '2026-09-20T10:00:00.000Z',
      updatedAt: '2026-10-02T08:00:00.000Z',
    });
    const undated = order({ id: 'order-2', createdAt: undefined, updatedAt: undefined });
    expect(unseen(EUR, read(filledLater, undated)).orders).toBe(2);
  });

  it('reads an order that names no account by its pair’s currencies', () => {
    const unnamed = order({ accountIdFrom: undefined, accountIdTo: undefined });
    expect(unseen(EUR, read(unnamed)).orders).toBe(1);
    expect(unseen({ id: 'acc-gbp', currency: 'GBP' }, read(unnamed)).orders).toBe(0);
  });

  it('counts nothing for an order a transaction names: that bank books its trades', () => {
    const row = {
      id: 'tx-9',
      accountId: 'acc-eur',
      amount: '100.00',
      status: 'completed',
      direction: 'out',
      createdAt: '2026-10-12T09:00:05.000Z',
      extId: 'order-1',
    } as Transaction;
    expect(unseen(EUR, read(order()), [row]).orders).toBe(0);
  });

  it('says when the orders could not be checked, and that a crypto holding may be paid out', () => {
    expect(unseen(EUR, { kind: 'unread' })).toEqual({
      orders: 0,
      ordersUnchecked: true,
      payouts: false,
    });
    expect(unseen(BTC, read()).payouts).toBe(true);
    expect(isExact(unseen(BTC, read()))).toBe(false);
    // Without the exchange there is no trade and no payout to miss.
    expect(unseen(BTC, { kind: 'none' })).toEqual({
      orders: 0,
      ordersUnchecked: false,
      payouts: false,
    });
    expect(isExact(unseen(EUR, { kind: 'none' }))).toBe(true);
  });
});
