import Big from 'big.js';

// The mock's money arithmetic: decimal strings through big.js, never binary floats. Amounts
// the mock keeps have two decimals; crypto has its own (mock/bank/crypto).

/** Digits with at most one point between digits: no sign, exponent or spaces. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

function big(value: string): Big {
  if (!DECIMAL.test(value)) throw new RangeError(`Not a decimal: ${value}`);
  return new Big(value);
}

/** The sum of `values`, written with `scale` decimals (at least two). */
export function sum(values: readonly string[], scale = 2): string {
  const total = values.reduce((acc, value) => acc.plus(big(value)), new Big(0));
  return total.eq(0) ? new Big(0).toFixed(scale) : total.toFixed(scale);
}

/** The sum written with as many decimals as the most precise value has (at least two). */
export function sumExact(values: readonly string[]): string {
  const scale = Math.max(2, ...values.map((value) => value.split('.')[1]?.length ?? 0));
  return sum(values, scale);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  return big(a).cmp(big(b));
}

export function isZero(value: string): boolean {
  return big(value).eq(0);
}

/** Whole cents as a two-decimal string: 1230n → "12.30". */
export function fromCents(cents: bigint): string {
  return new Big(cents.toString()).div(100).toFixed(2);
}

/** A two-decimal string as whole cents: "12.3" → 1230n. */
export function toCents(value: string): bigint {
  return BigInt(big(value).times(100).round(0, Big.roundHalfUp).toFixed(0));
}

/** `value` rounded half up (away from zero) to `scale` decimals. */
export function round(value: Big, scale = 2): string {
  return value.round(scale, Big.roundHalfUp).toFixed(scale);
}

export { big };
