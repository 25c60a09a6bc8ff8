import type { OrderTypeInfo } from '../../../src/api/crypto/schemas';

/** One pair the mock exchange lists: its limits (GET /info) and where its price starts. */
export interface PairDefinition {
  pair: string;
  base: string;
  quote: string;
  /** Decimals of a base-currency volume (what the account of the base currency holds). */
  maxdbc: number;
  /** Decimals of a quote-currency volume and of a price. */
  maxdqc: number;
  market: OrderTypeInfo;
  limit: OrderTypeInfo;
  /** The mid price the movement goes around, in the quote currency. */
  seedMid: string;
}

/** Minimum volumes: spend at least 10 of the quote currency, sell at least 0.0001 of the base. */
const minimums = { minvqc: '10', minvbc: '0.0001' } as const;

/** The pairs of GET /crypto-exchange/info, in the order it lists them. */
// Assumption A-69 (docs/assumptions.md): minv* are minimum volumes, maxd* maximum decimals.
export const PAIRS: readonly PairDefinition[] = [
  {
    pair: 'BTC/EUR',
    base: 'BTC',
    quote: 'EUR',
    maxdbc: 8,
    maxdqc: 2,
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
    market: { mode: 'enabled', ...minimums },
    limit: { mode: 'enabled', ...minimums },
    seedMid: '51000',
  },
];

/** The pair listed under that name (exact, as GET /info spells it), or undefined. */
export function pairOf(name: string): PairDefinition | undefined {
  return PAIRS.find((definition) => definition.pair === name);
}

/** Decimals of an amount of a currency the exchange trades: a base's maxdbc, a quote's maxdqc. */
export function decimalsOf(currency: string): number | undefined {
  const asBase = PAIRS.find((definition) => definition.base === currency);
  if (asBase) return asBase.maxdbc;
  return PAIRS.find((definition) => definition.quote === currency)?.maxdqc;
}
