import { feePercentageOf, marketPrice, orderEstimate } from '../../../src/api/crypto/pair-rules';
import type { CreateOrderBody, CryptoOrder, PairInfo } from '../../../src/api/crypto/schemas';
import { sumDecimals } from '../../../src/utils/decimal';
import { createRandom, uuidV7 } from '../ids';
import type { BankState, UserState } from '../state';
import type { CryptoOrderRecord } from './records';

// Placing an order and carrying it through its states. Balances keep their own decimals (sums
// with as many as the most precise figure: 2 for EUR, 8 for BTC). The volume is held on the paying
// account at once (available → holding); a market order completes at the price of the moment
// it was placed, the receiving account credited with what the pair rules compute
// (src/api/crypto/pair-rules.ts: fee half-up from the volume, what arrives cut down).

// Assumption A-123 (docs/assumptions.md): the statuses and when each comes.
/** A market order is `initiated`, then `processing` this long after creation… */
export const ORDER_PROCESSING_AFTER_MS = 3000;
/** …then `completed` (balances move) this long after creation. */
export const ORDER_COMPLETED_AFTER_MS = 5000;
/** A limit order is `initiated`, then `open` this long after creation, and waits there. */
export const ORDER_OPEN_AFTER_MS = 3000;

const random = createRandom((Date.now() + 11) % 0xffff_ffff);

export interface Placement {
  body: CreateOrderBody;
  info: PairInfo;
  companyId: string | null;
  profileId: string;
  charge: { percentage: number; contractId: string };
  /** The paying and the receiving account (already checked). */
  from: { id: string; available: string; holding: string; updatedAt: string };
  now: Date;
}

/**
 * Records the order (`initiated`, readable after the market's consistency delay), holds the
 * volume on the paying account and schedules the next states. Returns the record.
 */
// Assumption A-125 (docs/assumptions.md): price of the moment, fee from the volume, held at once.
export function placeOrder(
  state: BankState,
  user: UserState,
  placement: Placement,
): CryptoOrderRecord {
  const { body, info, now } = placement;
  const stamp = now.toISOString();
  const market = body.settings.type === 'market';
  const price = market ? marketPrice(info, body.side) : (body.settings.desiredPrice ?? null);
  const estimate = orderEstimate({
    info,
    side: body.side,
    volume: body.volume,
    feePercentage: feePercentageOf(placement.charge.percentage),
    ...(price ? { price } : {}),
  });
  const record: CryptoOrderRecord = {
    id: uuidV7(random, now.getTime()),
    companyId: placement.companyId,
    profileId: placement.profileId,
    accountIdFrom: body.accountIdFrom,
    accountIdTo: body.accountIdTo,
    pair: body.pair,
    side: body.side,
    volume: body.volume,
    settings: {
      type: body.settings.type,
      ...(body.settings.desiredPrice === undefined
        ? {}
        : { desiredPrice: body.settings.desiredPrice }),
    },
    status: 'initiated',
    createdAt: stamp,
    updatedAt: stamp,
    charge: placement.charge,
    readableAt: now.getTime() + state.crypto.consistencyDelayMs,
    fee: estimate.fee,
    price: market ? price : null,
    proceeds: market ? estimate.receives : null,
  };
  const { from } = placement;
  from.available = sumDecimals([from.available, `-${body.volume}`]);
  from.holding = sumDecimals([from.holding, body.volume]);
  from.updatedAt = stamp;
  user.cryptoOrders.push(record);

  const steps = market
    ? [
        { afterMs: ORDER_PROCESSING_AFTER_MS, status: 'processing' },
        { afterMs: ORDER_COMPLETED_AFTER_MS, status: 'completed' },
      ]
    : [{ afterMs: ORDER_OPEN_AFTER_MS, status: 'open' }];
  for (const step of steps) {
    state.crypto.steps.push({
      dueAt: now.getTime() + step.afterMs,
      sub: user.sub,
      kind: 'order',
      id: record.id,
      status: step.status,
    });
  }
  return record;
}

/** Completion moves the money: the volume leaves the paying account's holding, what arrives is credited. */
export function completeOrder(user: UserState, order: CryptoOrderRecord, stamp: string): void {
  const from = user.accounts.find((account) => account.id === order.accountIdFrom);
  const to = user.accounts.find((account) => account.id === order.accountIdTo);
  if (from) {
    from.holding = sumDecimals([from.holding, `-${order.volume}`]);
    from.updatedAt = stamp;
  }
  if (to && order.proceeds) {
    to.available = sumDecimals([to.available, order.proceeds]);
    to.updatedAt = stamp;
  }
}

/** The order as the API answers it (GET /orders, GET /orders/{orderId}). */
export function toApiOrder(record: CryptoOrderRecord): CryptoOrder {
  return {
    id: record.id,
    profileId: record.profileId,
    accountIdFrom: record.accountIdFrom,
    accountIdTo: record.accountIdTo,
    pair: record.pair,
    side: record.side,
    volume: record.volume,
    settings: { ...record.settings },
    state: { status: record.status },
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    charge: record.charge ? { ...record.charge } : null,
  };
}

/** Whether reads see the order yet (eventual consistency, A-126). */
export function isReadable(record: CryptoOrderRecord, now: Date): boolean {
  return record.readableAt <= now.getTime();
}
