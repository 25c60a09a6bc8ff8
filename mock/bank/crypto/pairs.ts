import type { Reading } from '../readings';

/** One order type of a pair as GET /info lists it. */
export interface OrderTypeLimits {
  mode: 'enabled' | 'disabled';
  /** Smallest volume when selling, in the base currency. */
  minvbc: string;
  /** Smallest volume when buying, in the quote currency. */
  minvqc: string;
}

/** One pair the mock exchange lists: its limits (GET /info) and where its price starts. */
export interface PairDefinition {
  pair: string;
  base: string;
  quote: string;
  /** Decimals of a base-currency volume (what the account of the base currency holds). */
  maxdbc: number;
  /** Decimals of a quote-currency volume. */
  maxdqc: number;
  /** Decimals of its prices (and of a limit's desired price): `maxdqc` unless said. */
  priceDecimals: number;
  market: OrderTypeLimits;
  limit: OrderTypeLimits;
  /** The mid price the movement goes around, in the quote currency. */
  seedMid: string;
  /** A price that stands still unless the control API sets another (no movement). */
  standing?: { ask: string; bid: string };
}

/** Minimum volumes: spend at least 10 of the quote currency, sell at least 0.0001 of the base. */
const minimums = { minvqc: '10', minvbc: '0.0001' } as const;

/** The pairs of GET /crypto-exchange/info in the first reading, in the order it lists them. */
// Assumption A-69 (docs/assumptions.md): minv* are minimum volumes, maxd* maximum decimals.
const FIRST_PAIRS: readonly PairDefinition[] = [
  {
    pair: 'BTC/EUR',
    base: 'BTC',
    quote: 'EUR',
    maxdbc: 8,
    maxdqc: 2,
    priceDecimals: 2,
    market: { mode: 'enabled', ...minimums },
    limit: { mode: 'enabled', ...minimums },
    seedMid: '60000',
  },
  {
    pair: 'ETH/EUR',
    base: 'ETH',
    quote: 'EUR',
    maxdbc: 8,
    maxdqc: 2,
    priceDecimals: 2,
    market: { mode: 'enabled', ...minimums },
    limit: { mode: 'disabled', ...minimums },
    seedMid: '3000',
  },
  {
    pair: 'BTC/GBP',
    base: 'BTC',
    quote: 'GBP',
    maxdbc: 8,
    maxdqc: 2,
    priceDecimals: 2,
    market: { mode: 'enabled', ...minimums },
    limit: { mode: 'enabled', ...minimums },
    seedMid: '51000',
  },
];

/**
 * The alternate reading's extra pair: a stablecoin quoted at 4 decimals while euro volumes keep
 * 2 (the exchange's prices carry their own precision), standing still unless set.
 */
// Assumption A-283 (docs/assumptions.md): a pair whose prices have more decimals than maxdqc.
export const USDC_EUR: PairDefinition = {
  pair: 'USDC/EUR',
  base: 'USDC',
  quote: 'EUR',
  maxdbc: 6,
  maxdqc: 2,
  priceDecimals: 4,
  market: { mode: 'enabled', minvqc: '10', minvbc: '10' },
  limit: { mode: 'disabled', minvqc: '10', minvbc: '10' },
  seedMid: '0.92075',
  standing: { ask: '0.9214', bid: '0.9201' },
};

const ALTERNATE_PAIRS: readonly PairDefinition[] = [...FIRST_PAIRS, USDC_EUR];

/** The pairs the exchange lists in that reading, in the order GET /info lists them. */
export function pairsOf(reading: Reading): readonly PairDefinition[] {
  return reading === 'alternate' ? ALTERNATE_PAIRS : FIRST_PAIRS;
}

/** The pair listed under that name (exact, as GET /info spells it), or undefined. */
export function pairOf(name: string, reading: Reading): PairDefinition | undefined {
  return pairsOf(reading).find((definition) => definition.pair === name);
}

/** Decimals of an amount of a currency the exchange trades: a base's maxdbc, a quote's maxdqc. */
export function decimalsOf(currency: string, reading: Reading): number | undefined {
  const pairs = pairsOf(reading);
  const asBase = pairs.find((definition) => definition.base === currency);
  if (asBase) return asBase.maxdbc;
  return pairs.find((definition) => definition.quote === currency)?.maxdqc;
}
