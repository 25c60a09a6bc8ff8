/**
 * What a pair's exchange info means, in one place (Assumption A-69, docs/assumptions.md):
 * `minvqc`/`minvbc` are the smallest volume of an order type in the quote/base currency,
 * `maxdqc`/`maxdbc` the most decimals of an amount in the quote/base currency. From them and
 * the order's side it derives the unit of the volume, its decimals and minimum, the estimate
 * on the other side at the current price, the fee and what arrives, and the spread. Pure, on
 * decimal strings (never floats): the app's form and review and the mock bank's execution use
 * the same rules, so what a person is shown is what the exchange does.
 */
import {
  addDecimals,
  compareDecimals,
  decimalFromNumber,
  decimalPlaces,
  divideDecimals,
  isDecimal,
  multiplyDecimals,
  percentOf,
  roundDecimal,
  subtractDecimals,
  truncateDecimal,
} from '../../utils/decimal';
import { DECIMAL_MAX_LENGTH, type OrderSide, type PairInfo } from '../../api/crypto/schemas';
import { pairCurrencies } from './pair-name';

export type OrderType = 'market' | 'limit';

/** The spec's length limit of an order's `volume` (1-36 characters, as every crypto amount). */
export const VOLUME_MAX_LENGTH = DECIMAL_MAX_LENGTH;

/** Wide enough to compare any volume or balance exactly (a volume is at most 36 characters). */
const COMPARE_SCALE = 40;

export { pairCurrencies };

function currenciesOf(pair: string): { base: string; quote: string } {
  const currencies = pairCurrencies(pair);
  if (!currencies) throw new RangeError(`Not a pair: ${pair}`);
  return currencies;
}

/** The currency of an order's volume: buying spends the quote, selling sells the base. */
export function volumeCurrency(pair: string, side: OrderSide): string {
  const { base, quote } = currenciesOf(pair);
  return side === 'buy' ? quote : base;
}

/** The currency the order brings in: the base when buying, the quote when selling. */
export function receiveCurrency(pair: string, side: OrderSide): string {
  const { base, quote } = currenciesOf(pair);
  return side === 'buy' ? base : quote;
}

/** How many decimals the volume may have: `maxdqc` when buying, `maxdbc` when selling. */
export function volumeDecimals(info: PairInfo, side: OrderSide): number {
  return side === 'buy' ? info.maxdqc : info.maxdbc;
}

/** How many decimals what arrives has: `maxdbc` when buying, `maxdqc` when selling. */
export function receiveDecimals(info: PairInfo, side: OrderSide): number {
  return side === 'buy' ? info.maxdbc : info.maxdqc;
}

/** Whether the pair takes orders of this type now (`orders.<type>.mode` is `enabled`). */
export function isOrderTypeEnabled(info: PairInfo, type: OrderType): boolean {
  return info.orders[type].mode === 'enabled';
}

/** The smallest volume of an order: `minvqc` of its type when buying, `minvbc` when selling. */
export function minimumVolume(info: PairInfo, type: OrderType, side: OrderSide): string {
  const limits = info.orders[type];
  return side === 'buy' ? limits.minvqc : limits.minvbc;
}

/** The price a market order is carried out at: the ask when buying, the bid when selling. */
export function marketPrice(info: PairInfo, side: OrderSide): string {
  return side === 'buy' ? info.ask : info.bid;
}

export type VolumeProblem = 'tooLong' | 'tooManyDecimals' | 'belowMinimum' | 'aboveAvailable';

/**
 * What is wrong with a canonical volume ("100.5") for this pair, type and side, or null:
 * longer than 36 characters, more decimals than allowed, below the type's minimum, or above
 * what the paying account has available (when known).
 */
export function volumeProblem(
  volume: string,
  info: PairInfo,
  type: OrderType,
  side: OrderSide,
  available?: string,
): VolumeProblem | null {
  if (volume.length > VOLUME_MAX_LENGTH) return 'tooLong';
  if (decimalPlaces(volume) > volumeDecimals(info, side)) return 'tooManyDecimals';
  const minimum = minimumVolume(info, type, side);
  if (isDecimal(minimum) && compareDecimals(volume, minimum, COMPARE_SCALE) < 0) {
    return 'belowMinimum';
  }
  if (available !== undefined && compareDecimals(volume, available, COMPARE_SCALE) > 0) {
    return 'aboveAvailable';
  }
  return null;
}

/** A contract's fee percentage (a JSON number, A-121) as a decimal string. */
export function feePercentageOf(percentage: number): string {
  const text = decimalFromNumber(percentage);
  if (text === null) throw new RangeError(`Not a finite fee percentage: ${percentage}`);
  return text;
}

// Assumption A-128 (docs/assumptions.md): the fee rounds half-up, what arrives is cut down.
/**
 * The fee of an order of `volume` under the contract's `feePercentage` (in per cent of the
 * volume, taken from it): in the volume's currency, rounded half-up to its decimals.
 */
export function orderFee({
  info,
  side,
  volume,
  feePercentage,
}: {
  info: PairInfo;
  side: OrderSide;
  volume: string;
  feePercentage: string;
}): string {
  return roundDecimal(percentOf(volume, feePercentage), volumeDecimals(info, side));
}

export interface OrderEstimate {
  /** The price used: ask or bid (market), or the desired price (limit). */
  price: string;
  /** The fee in the volume's currency, rounded half-up to its decimals. */
  fee: string;
  /** The volume less the fee: what is exchanged at `price`. */
  exchanged: string;
  /** What arrives in the other currency, cut down to its decimals (never rounded up). */
  receives: string;
}

/**
 * What an order of `volume` brings at `price`, with the contract's fee (`feePercentage`, in
 * per cent of the volume, taken from it): buying, (volume − fee) ÷ price of the base, cut to
 * `maxdbc`; selling, (volume − fee) × price of the quote, cut to `maxdqc`. The fee is in the
 * volume's currency, rounded half-up to its decimals.
 */
export function orderEstimate({
  info,
  side,
  volume,
  feePercentage,
  price = marketPrice(info, side),
}: {
  info: PairInfo;
  side: OrderSide;
  volume: string;
  feePercentage: string;
  price?: string | undefined;
}): OrderEstimate {
  const fee = orderFee({ info, side, volume, feePercentage });
  const exchanged = subtractDecimals(volume, fee);
  const target = receiveDecimals(info, side);
  const receives =
    side === 'buy'
      ? divideDecimals(exchanged, price, target)
      : truncateDecimal(multiplyDecimals(exchanged, price), target);
  return { price, fee, exchanged, receives };
}

export interface Spread {
  /** ask − bid, in the quote currency, exactly (every decimal the prices have). */
  absolute: string;
  /**
   * The spread in per cent of the mid price ((ask + bid) ÷ 2), rounded half-up to 2 decimals,
   * or to two significant digits when it is under 0.01 % (never a 0.00 for a real spread).
   */
  percent: string;
}

/** Decimals of the quotient; enough for two significant digits of any spread of real prices. */
const PERCENT_SCALE = 20;

/** `value` (≥ 0) to 2 decimals, or to its first two significant digits when below 0.01. */
function readablePercent(value: string): string {
  if (compareDecimals(value, '0.01', PERCENT_SCALE) >= 0) return roundDecimal(value, 2);
  const fraction = value.split('.')[1] ?? '';
  const firstDigit = fraction.search(/[1-9]/);
  if (firstDigit < 0) return '0.00';
  return roundDecimal(value, Math.max(2, firstDigit + 2));
}

// Assumption A-128 (docs/assumptions.md): the spread in per cent is of the mid price.
/** The pair's spread, absolute and in per cent of the mid price. */
export function spreadOf(info: PairInfo): Spread {
  const absolute = subtractDecimals(info.ask, info.bid);
  const places = Math.max(decimalPlaces(info.ask), decimalPlaces(info.bid));
  const sum = addDecimals([info.ask, info.bid], places);
  if (compareDecimals(sum, '0', places) <= 0) return { absolute, percent: '0.00' };
  // (ask − bid) ÷ ((ask + bid) ÷ 2) × 100 = (ask − bid) × 200 ÷ (ask + bid).
  const exact = divideDecimals(multiplyDecimals(absolute, '200'), sum, PERCENT_SCALE);
  return { absolute, percent: readablePercent(exact) };
}
