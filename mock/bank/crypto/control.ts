import { z } from 'zod';
import type { Reading } from '../readings';
import type { BankState } from '../state';
import { compare, decimalPlaces, isZero } from './amounts';
import { pairOf, pairsOf } from './pairs';
import { quoteOf } from './prices';

// The crypto part of the mock's control API (not part of the Client API): prices that stand
// still or are set exactly, so a test can compute what an order gets; the consistency delay.

const priceSchema = z.string().regex(/^\d+(\.\d+)?$/);

const pricesBodySchema = z.strictObject({
  /** true: computed prices stand still from now on; false: they move again (set ones cleared). */
  frozen: z.boolean().optional(),
  /** Exact ask and bid per pair; they hold until the next reset or `frozen: false`. */
  pairs: z.record(z.string(), z.strictObject({ ask: priceSchema, bid: priceSchema })).optional(),
});

const consistencyBodySchema = z.union([
  z.strictObject({
    /** How long after its creation an order stays absent from reads (0 to 10 minutes). */
    delayMs: z.int().min(0).max(600_000),
  }),
  z.strictObject({
    /** Every order not yet readable becomes readable now: a test ends the delay when it has
     * seen what the app shows during it, instead of racing a clock. */
    release: z.literal(true),
  }),
]);

export interface ControlAnswer {
  status: number;
  body?: unknown;
}

/** What GET /info would show now, as `{pair: {ask, bid}}`, and whether prices stand still. */
export function currentPrices(state: BankState, now: Date) {
  const pairs = Object.fromEntries(
    pairsOf(state.reading).map((definition) => [
      definition.pair,
      quoteOf(state.crypto, definition, now),
    ]),
  );
  return { frozen: state.crypto.frozenAt !== null, pairs };
}

/** Why a set price is refused, or null: a listed pair, ask above bid, the pair's decimals. */
function priceProblem(reading: Reading, pair: string, ask: string, bid: string): string | null {
  const definition = pairOf(pair, reading);
  if (!definition) return `Unknown pair ${pair}`;
  const places = definition.priceDecimals;
  if (decimalPlaces(ask) > places || decimalPlaces(bid) > places) {
    return `Prices of ${pair} take at most ${places} decimals`;
  }
  if (isZero(bid) || compare(ask, bid) <= 0) {
    return `The ask of ${pair} must be above its bid, and the bid above zero`;
  }
  return null;
}

/** POST /__control/crypto/prices `{frozen?, pairs?}`. */
export function controlPrices(state: BankState, now: Date, body: unknown): ControlAnswer {
  const parsed = pricesBodySchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { message: parsed.error.message } };
  const { frozen, pairs = {} } = parsed.data;
  for (const [pair, { ask, bid }] of Object.entries(pairs)) {
    const problem = priceProblem(state.reading, pair, ask, bid);
    if (problem) return { status: 400, body: { message: problem } };
  }
  if (frozen === true) state.crypto.frozenAt = now.getTime();
  if (frozen === false) {
    state.crypto.frozenAt = null;
    state.crypto.fixedPrices = {};
  }
  Object.assign(state.crypto.fixedPrices, pairs);
  return { status: 200, body: currentPrices(state, now) };
}

/**
 * POST /__control/crypto/consistency: `{delayMs}` applies to orders created from now on;
 * `{release: true}` makes every order still unreadable readable now (and says how many).
 */
export function controlConsistency(
  state: BankState,
  body: unknown,
  now = new Date(),
): ControlAnswer {
  const parsed = consistencyBodySchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { message: parsed.error.message } };
  if ('release' in parsed.data) {
    let released = 0;
    for (const user of state.users.values()) {
      for (const order of user.cryptoOrders) {
        if (order.readableAt > now.getTime()) {
          order.readableAt = now.getTime();
          released += 1;
        }
      }
    }
    return { status: 200, body: { delayMs: state.crypto.consistencyDelayMs, released } };
  }
  state.crypto.consistencyDelayMs = parsed.data.delayMs;
  return { status: 200, body: { delayMs: parsed.data.delayMs } };
}

/** The crypto control requests by method and path; null for a path that is not one of them. */
export function cryptoControl(
  state: BankState,
  now: Date,
  method: string,
  path: string,
  body: unknown,
): ControlAnswer | null {
  if (path === '/__control/crypto/prices') {
    if (method === 'GET') return { status: 200, body: currentPrices(state, now) };
    if (method === 'POST') return controlPrices(state, now, body);
  }
  if (path === '/__control/crypto/consistency') {
    if (method === 'GET')
      return { status: 200, body: { delayMs: state.crypto.consistencyDelayMs } };
    if (method === 'POST') return controlConsistency(state, body, now);
  }
  return null;
}
