import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mayBeBeingRecorded,
  orderIdTime,
  placedOrderKeys,
  recordPlacedOrder,
  RECENT_ORDER_MS,
  type PlacedOrder,
} from './placed-orders';
import { cryptoKeys } from './queries';

const COMPANY = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90';
const body = {
  pair: 'BTC/EUR',
  side: 'buy' as const,
  volume: '100',
  settings: { type: 'market' as const },
  accountIdFrom: '0b6f2c1e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  accountIdTo: '1c7a3d2f-4e5b-4c6d-9e7f-8091a2b3c4d5',
};

/** A version 7 UUID made at `ms` (the first 48 bits are the time). */
function v7At(ms: number): string {
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7abc-8def-0123456789ab`;
}

const placedOf = (client: QueryClient, companyId?: string) =>
  client.getQueryData<PlacedOrder[]>(placedOrderKeys.of(companyId));

afterEach(() => {
  vi.useRealTimers();
});

describe('recordPlacedOrder', () => {
  it('keeps what was sent, the id and the time, newest first, per party', () => {
    const client = new QueryClient();
    const first = v7At(Date.parse('2026-03-01T12:00:00Z'));
    const second = v7At(Date.parse('2026-03-01T12:00:05Z'));
    recordPlacedOrder(client, first, body, new Date('2026-03-01T12:00:00.100Z'));
    recordPlacedOrder(client, second, { ...body, side: 'sell', volume: '0.01' });
    recordPlacedOrder(client, first, { ...body, companyId: COMPANY });

    expect(placedOf(client)?.map((order) => order.id)).toEqual([second, first]);
    expect(placedOf(client)?.[1]).toEqual({
      ...body,
      id: first,
      placedAt: '2026-03-01T12:00:00.100Z',
    });
    // The company's list is its own, and holds no `companyId` field.
    expect(placedOf(client, COMPANY)).toHaveLength(1);
    expect(placedOf(client, COMPANY)?.[0]).not.toHaveProperty('companyId');
  });

  it('keeps one record per id when an answer is recorded twice', () => {
    const client = new QueryClient();
    const id = v7At(Date.now());
    recordPlacedOrder(client, id, body);
    recordPlacedOrder(client, id, body);
    expect(placedOf(client)).toHaveLength(1);
  });

  it('survives the orders being read again and hours without a screen showing them', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const id = v7At(Date.now());
    recordPlacedOrder(client, id, body);
    await client.invalidateQueries({ queryKey: cryptoKeys.orders() });
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(placedOf(client)?.map((order) => order.id)).toEqual([id]);
    // Signing out clears the cache, and them with it.
    client.clear();
    expect(placedOf(client)).toBeUndefined();
  });
});

describe('an order that may still be being recorded', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('reads the creation time from a version 7 id only', () => {
    expect(orderIdTime(v7At(now))).toBe(now);
    expect(orderIdTime('3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90')).toBeNull();
    expect(orderIdTime('not-an-id')).toBeNull();
  });

  it('is one placed in this session, whatever its id says', () => {
    const old = v7At(now - 60 * 60_000);
    const placed = [{ ...body, id: old, placedAt: new Date(now).toISOString() }];
    expect(mayBeBeingRecorded(old, placed, now)).toBe(true);
    expect(mayBeBeingRecorded(old, [], now)).toBe(false);
  });

  it('is one whose id was made in the last two minutes (either clock a little ahead)', () => {
    expect(mayBeBeingRecorded(v7At(now - RECENT_ORDER_MS), [], now)).toBe(true);
    expect(mayBeBeingRecorded(v7At(now - RECENT_ORDER_MS - 1), [], now)).toBe(false);
    expect(mayBeBeingRecorded(v7At(now + 5_000), [], now)).toBe(true);
    expect(mayBeBeingRecorded(v7At(now + RECENT_ORDER_MS + 1), [], now)).toBe(false);
    expect(mayBeBeingRecorded('3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90', [], now)).toBe(false);
  });
});
