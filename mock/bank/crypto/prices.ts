import { Big, roundHalfUp } from './amounts';
import type { CryptoMarketState } from './records';
import { pairsOf, type OrderTypeLimits, type PairDefinition } from './pairs';

// Prices of the mock exchange: a slow, deterministic movement around each pair's seed price,
// a function of the mock's clock alone (the same time gives the same price after a reset).
// Integer arithmetic picks the movement in basis points; the price itself is a decimal string
// made with big.js, never a binary float.

/** The price changes once in this many milliseconds. */
export const PRICE_STEP_MS = 10_000;
/** Half the spread, in basis points of the mid price: ask = mid + 0.05 %, bid = mid − 0.05 %. */
const HALF_SPREAD_BP = 5;

/** A triangle wave over whole steps: 0 → amplitude → 0 → −amplitude → 0 in `period` steps. */
function triangle(step: number, period: number, amplitude: number): number {
  const quarter = period / 4;
  const phase = ((step % period) + period) % period;
  if (phase <= quarter) return Math.round((amplitude * phase) / quarter);
  if (phase <= 3 * quarter) return Math.round((amplitude * (2 * quarter - phase)) / quarter);
  return Math.round((amplitude * (phase - 4 * quarter)) / quarter);
}

/**
 * The movement away from the seed price at step `step`, in basis points (whole numbers):
 * a slow swing of ±0.6 % over 15 minutes plus a quicker ripple of ±0.15 %, each pair shifted
 * so that they do not move together.
 */
export function movementBp(step: number, pairIndex: number): number {
  return triangle(step + pairIndex * 23, 90, 60) + triangle(step + pairIndex * 7, 16, 15);
}

/** `mid` × (10000 + `bp`) / 10000, exactly. */
function shifted(mid: string | Big, bp: number): Big {
  return new Big(mid).times(10_000 + bp).div(10_000);
}

export interface Quote {
  ask: string;
  bid: string;
}

/** The pair's ask and bid computed at `timeMs`, with the pair's price decimals. */
export function computedQuote(definition: PairDefinition, timeMs: number): Quote {
  if (definition.standing) return { ...definition.standing };
  // Every pair's place in the longest list (the first three are the same in both readings).
  const index = pairsOf('alternate').findIndex((item) => item.pair === definition.pair);
  const step = Math.floor(timeMs / PRICE_STEP_MS);
  const mid = shifted(definition.seedMid, movementBp(step, Math.max(index, 0)));
  return {
    ask: roundHalfUp(shifted(mid, HALF_SPREAD_BP), definition.priceDecimals),
    bid: roundHalfUp(shifted(mid, -HALF_SPREAD_BP), definition.priceDecimals),
  };
}

/**
 * The pair's ask and bid now: a price set through the control API wins; otherwise the
 * computed one, at the time the prices were frozen when they are.
 */
export function quoteOf(market: CryptoMarketState, definition: PairDefinition, now: Date): Quote {
  const fixed = market.fixedPrices[definition.pair];
  if (fixed) return fixed;
  return computedQuote(definition, market.frozenAt ?? now.getTime());
}

/** A pair as GET /crypto-exchange/info shows it (the spec's pair info). */
export interface PairInfoAnswer {
  ask: string;
  bid: string;
  maxdbc: number;
  maxdqc: number;
  orders: { market: OrderTypeLimits; limit: OrderTypeLimits };
}

/** The pair as GET /info shows it now: its prices of the moment and its limits. */
export function pairInfoOf(
  market: CryptoMarketState,
  definition: PairDefinition,
  now: Date,
): PairInfoAnswer {
  const { ask, bid } = quoteOf(market, definition, now);
  return {
    ask,
    bid,
    maxdbc: definition.maxdbc,
    maxdqc: definition.maxdqc,
    orders: { market: { ...definition.market }, limit: { ...definition.limit } },
  };
}
