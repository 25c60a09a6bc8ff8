/**
 * Exact arithmetic on decimal strings ("1234.56", "0.000000000000000001"), on big.js: any
 * number of digits and decimals (crypto volumes run to 36 characters), never through binary
 * floating point. Every input and output is a string; Big stays inside this module.
 */
import Big from 'big.js';

/**
 * The one pattern for a decimal as the API writes it: an optional minus, digits, and an
 * optional point followed by digits. No plus, exponent, spaces or bare point ("1.", ".5").
 */
export const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/;

/** Whether `value` is a plain decimal string (see DECIMAL_PATTERN). */
export function isDecimal(value: string): boolean {
  return DECIMAL_PATTERN.test(value);
}

/** How many digits follow the point: "1.250" → 3, "7" → 0. */
export function decimalPlaces(value: string): number {
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.length - point - 1;
}

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

/** The exact sum with `scale` decimals; a value with more decimals throws a RangeError. */
export function addDecimals(values: readonly string[], scale = 2): string {
  return fixed(
    values.reduce((sum, value) => sum.plus(parse(value, scale)), new Big(0)),
    scale,
  );
}

/**
 * The exact sum of decimal strings, with at least two decimals and as many as the most
 * precise value needs (so a three-decimal currency or a stray extra digit is not refused).
 */
export function sumDecimals(values: readonly string[]): string {
  return addDecimals(values, Math.max(2, ...values.map((value) => decimalPlaces(value.trim()))));
}

/** -1, 0 or 1 as a is below, equal to or above b; values with more than `scale` decimals throw. */
export function compareDecimals(a: string, b: string, scale = 2): -1 | 0 | 1 {
  return parse(a, scale).cmp(parse(b, scale));
}

/** Whether a decimal string is zero ("0", "0.00", "-0"); false for what is not a decimal. */
export function isZeroDecimal(value: string): boolean {
  return isDecimal(value.trim()) && new Big(value.trim()).eq(0);
}

/**
 * A JSON number (GET /account's balances) as a decimal string: the shortest text that reads
 * back as the same number, with exponent forms ("1e+21", "1e-7") written out in full. null for
 * NaN and infinities.
 */
export function decimalFromNumber(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  return new Big(String(value)).toFixed();
}

/**
 * A decimal that may carry its own sign, "+" included ("+25.50", "-3", "7"), split into the
 * sign and the unsigned decimal; null when the rest is not a plain unsigned decimal.
 */
export function splitSign(value: string): { sign: '' | '+' | '-'; magnitude: string } | null {
  const text = value.trim();
  const sign = text.startsWith('+') ? '+' : text.startsWith('-') ? '-' : '';
  const magnitude = text.slice(sign.length);
  if (magnitude.startsWith('-') || !isDecimal(magnitude)) return null;
  return { sign, magnitude };
}
