import { createRandom, plainUuid, uuidV7 } from '../ids';
import type { BankState, UserState } from '../state';
import { percentageOf, sum } from './amounts';
import type { Charge } from './exchange-fee';
import { estimate, marketPrice } from './exchange-rules';
import type { PairDefinition } from './pairs';
import type { Quote } from './prices';
import type { CryptoOrderRecord } from './records';
import type { OrderBody } from './spec';

// Placing an order and carrying it through its states. Balances keep their own decimals (sums
// with as many as the most precise figure: 2 for EUR, 8 for BTC). The volume is held on the
// paying account at once (available → holding); a market order completes at the price of the
// moment it was placed, the receiving account credited with what the exchange's rules compute
// (./exchange-rules.ts: fee half-up from the volume, what arrives cut down).

// Assumption A-123 (docs/assumptions.md): the statuses and when each comes.
/** A market order is `initiated`, then `processing` this long after creation… */
export const ORDER_PROCESSING_AFTER_MS = 3000;
/** …then `completed` (balances move) this long after creation. */
export const ORDER_COMPLETED_AFTER_MS = 5000;
/** A limit order is `initiated`, then `open` this long after creation, and waits there. */
export const ORDER_OPEN_AFTER_MS = 3000;

const random = createRandom((Date.now() + 11) % 0xffff_ffff);

export interface Placement {
  body: OrderBody;
  definition: PairDefinition;
  quote: Quote;
  companyId: string | null;
  profileId: string;
  charge: Charge;
  /** The paying and the receiving account (already checked). */
  from: { id: string; available: string; holding: string; updatedAt: string };
  to: { id: string };
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
  const { body, definition, now } = placement;
  const stamp = now.toISOString();
  const market = body.settings.type === 'market';
  const price = market
    ? marketPrice(placement.quote, body.side)
    : (body.settings.desiredPrice ?? placement.quote.ask);
  const outcome = estimate(
    definition,
    body.side,
    body.volume,
    price,
    percentageOf(placement.charge.percentage),
  );
  const record: CryptoOrderRecord = {
    // Version 7 as the spec's order resource says; the alternate reading's ids are plain.
    id: (state.reading === 'alternate' ? plainUuid : String)(uuidV7(random, now.getTime())),
    companyId: placement.companyId,
    profileId: placement.profileId,
    accountIdFrom: placement.from.id,
    accountIdTo: placement.to.id,
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
    charge: { ...placement.charge },
    readableAt: now.getTime() + state.crypto.consistencyDelayMs,
    fee: outcome.fee,
    price: market ? price : null,
    proceeds: market ? outcome.receives : null,
  };
  const { from } = placement;
  from.available = sum([from.available, `-${body.volume}`]);
  from.holding = sum([from.holding, body.volume]);
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
    from.holding = sum([from.holding, `-${order.volume}`]);
    from.updatedAt = stamp;
  }
  if (to && order.proceeds) {
    to.available = sum([to.available, order.proceeds]);
    to.updatedAt = stamp;
  }
}

/** The order as the API answers it (GET /orders, GET /orders/{orderId}): the spec's fields. */
export function toApiOrder(record: CryptoOrderRecord) {
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
    charge: { ...record.charge },
  };
}

/** Whether reads see the order yet (eventual consistency, A-126). */
export function isReadable(record: CryptoOrderRecord, now: Date): boolean {
  return record.readableAt <= now.getTime();
}
