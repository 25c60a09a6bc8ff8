/**
 * Exact arithmetic on decimal strings ("1234.56", "0.000000000000000001"), on big.js: any
 * number of digits and decimals (crypto volumes run to 36 characters), never through binary
 * floating point. Every input and output is a string; Big stays inside this module.
 * Reading decimals as text (the pattern, sign, decimals) is in ./decimal-text.ts, re-exported
 * here: a module that only checks or formats a decimal imports that one and loads no big.js.
 * Sums are in ./decimal-sum.ts (BigInt, no big.js either), re-exported here too.
 */
import Big from 'big.js';
import { decimalPlaces, isDecimal } from './decimal-text';

export {
  DECIMAL_PATTERN,
  decimalFromNumber,
  decimalPlaces,
  isDecimal,
  isZeroDecimal,
  splitSign,
} from './decimal-text';
export { addDecimals, sumDecimals } from './decimal-sum';

/** Surrounding spaces are tolerated; `scale`, when given, caps the number of decimals. */
function parse(value: string, scale?: number): Big {
  const text = value.trim();
  if (!isDecimal(text)) throw new RangeError(`Not a decimal number: ${value}`);
  if (scale !== undefined && decimalPlaces(text) > scale) {
    throw new RangeError(`More than ${scale} decimals: ${value}`);
  }
  return new Big(text);
}

/** Big's fixed-point text, with "-0.00" (a negative zero) written as "0.00". */
function fixed(value: Big, scale: number): string {
  return value.eq(0) ? new Big(0).toFixed(scale) : value.toFixed(scale);
}

/** "12.3" at scale 2 → 1230n. Throws a RangeError on anything that is not a plain decimal. */
export function toUnits(value: string, scale = 2): bigint {
  return BigInt(parse(value, scale).times(`1e${scale}`).toFixed(0));
}

/** 1230n at scale 2 → "12.30". */
export function fromUnits(units: bigint, scale = 2): string {
  return fixed(new Big(units.toString()).times(`1e-${scale}`), scale);
}

/** -1, 0 or 1 as a is below, equal to or above b; values with more than `scale` decimals throw. */
export function compareDecimals(a: string, b: string, scale = 2): -1 | 0 | 1 {
  return parse(a, scale).cmp(parse(b, scale));
}

/**
 * `percent` per cent of `amount`, exactly ("200.00" and "0.5" → "1", "12.34" and "0.5" →
 * "0.0617"): round it with roundDecimal. Both are decimal strings of any precision.
 */
export function percentOf(amount: string, percent: string): string {
  // Times 0.01 rather than divided by 100: multiplication is exact in big.js, division rounds.
  return parse(amount).times(parse(percent)).times('0.01').toFixed();
}

/** `value` rounded half-up (away from zero on a tie) to `scale` decimals: "0.125" → "0.13". */
export function roundDecimal(value: string, scale = 2): string {
  return fixed(parse(value).round(scale, Big.roundHalfUp), scale);
}

/** The larger of two decimal strings of any precision, as given. */
export function maxDecimal(a: string, b: string): string {
  return parse(a).gte(parse(b)) ? a : b;
}

/** a − b, exactly, with as many decimals as it needs ("0.1" − "0.0001" → "0.0999"). */
export function subtractDecimals(a: string, b: string): string {
  return parse(a).minus(parse(b)).toFixed();
}

/** a × b, exactly ("0.00164" × "60990.5" → "100.02442"). */
export function multiplyDecimals(a: string, b: string): string {
  return parse(a).times(parse(b)).toFixed();
}

/**
 * `value` cut to `scale` decimals toward zero ("0.001669999" at 8 → "0.00166999"): what an
 * exchange credits never rounds up.
 */
export function truncateDecimal(value: string, scale: number): string {
  return fixed(parse(value).round(scale, Big.roundDown), scale);
}

/**
 * a ÷ b cut toward zero to `scale` decimals ("99.5" ÷ "60000" at 8 → "0.00165833"). The
 * quotient is computed to `scale` decimals directly, so no digit beyond them is ever rounded
 * in. Throws a RangeError when b is zero.
 */
export function divideDecimals(a: string, b: string, scale: number): string {
  const divisor = parse(b);
  if (divisor.eq(0)) throw new RangeError('Division by zero');
  const Exact = Big();
  Exact.DP = scale;
  Exact.RM = Big.roundDown;
  return fixed(new Exact(parse(a).toFixed()).div(divisor.toFixed()), scale);
}
