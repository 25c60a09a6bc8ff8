import { Big, cutDown, divideCutDown, roundHalfUp } from './amounts';
import type { OrderTypeLimits, PairDefinition } from './pairs';
import type { Quote } from './prices';

// The exchange's own reading of a pair's limits (docs/assumptions.md, the crypto rows): a
// buy's volume is in the quote currency and a sell's in the base; `minvqc`/`minvbc` are the
// smallest volumes of an order type, `maxdqc`/`maxdbc` the decimals of an amount in the quote
// and base currency. The fee, in per cent of the volume, is taken out of it.
// Assumptions and A-128 (docs/assumptions.md).

export type Side = 'buy' | 'sell';
export type OrderType = 'market' | 'limit';

/** What the order pays with (the volume's currency) and what it brings in. */
export function currenciesOf(definition: PairDefinition, side: Side) {
  return side === 'buy'
    ? { pays: definition.quote, receives: definition.base }
    : { pays: definition.base, receives: definition.quote };
}

/** Decimals of the volume: `maxdqc` buying, `maxdbc` selling. */
export function volumeDecimals(definition: PairDefinition, side: Side): number {
  return side === 'buy' ? definition.maxdqc : definition.maxdbc;
}

/** Decimals of what arrives: `maxdbc` buying, `maxdqc` selling. */
export function receiveDecimals(definition: PairDefinition, side: Side): number {
  return side === 'buy' ? definition.maxdbc : definition.maxdqc;
}

/** The order type's limits on this pair. */
export function limitsOf(definition: PairDefinition, type: OrderType): OrderTypeLimits {
  return definition[type];
}

/** The smallest volume: `minvqc` buying, `minvbc` selling. */
export function minimumVolume(limits: OrderTypeLimits, side: Side): string {
  return side === 'buy' ? limits.minvqc : limits.minvbc;
}

/** A market order's price: the ask buying, the bid selling. */
export function marketPrice(quote: Quote, side: Side): string {
  return side === 'buy' ? quote.ask : quote.bid;
}

export interface Estimate {
  /** The fee in the volume's currency, half-up to the volume's decimals. */
  fee: string;
  /** What arrives in the other currency, cut down to its decimals (never rounded up). */
  receives: string;
}

/**
 * What `volume` brings at `price` with a fee of `percentage` per cent of it: buying,
 * (volume − fee) ÷ price of the base; selling, (volume − fee) × price of the quote.
 */
export function estimate(
  definition: PairDefinition,
  side: Side,
  volume: string,
  price: string,
  percentage: Big,
): Estimate {
  const fee = roundHalfUp(
    new Big(volume).times(percentage).div(100),
    volumeDecimals(definition, side),
  );
  const exchanged = new Big(volume).minus(fee);
  const places = receiveDecimals(definition, side);
  const receives =
    side === 'buy'
      ? divideCutDown(exchanged, price, places)
      : cutDown(exchanged.times(price), places);
  return { fee, receives };
}
