import Big from 'big.js';

// Decimal arithmetic of the exchange, on decimal strings with big.js (never binary floats).
// Balances keep their own decimals: a sum has as many as its most precise figure (2 for EUR,
// 8 for BTC), so "0.05000000" − "0.01" is "0.04000000".

/** Digits after the decimal point as written ("100.50" → 2, "100" → 0). */
export function decimalPlaces(value: string): number {
  const point = value.indexOf('.');
  return point < 0 ? 0 : value.length - point - 1;
}

export function isZero(value: string): boolean {
  return new Big(value).eq(0);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, exactly. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  return new Big(a).cmp(new Big(b));
}

/** The exact sum, written with at least 2 decimals and as many as the most precise term. */
export function sum(values: readonly string[]): string {
  const places = Math.max(2, ...values.map((value) => decimalPlaces(value.replace(/^-/, ''))));
  const total = values.reduce((acc, value) => acc.plus(value), new Big(0));
  return (total.eq(0) ? new Big(0) : total).toFixed(places);
}

/** `value` rounded half-up to `places` decimals. */
export function roundHalfUp(value: Big, places: number): string {
  return value.round(places, Big.roundHalfUp).toFixed(places);
}

/** `value` cut down to `places` decimals (never rounded up). */
export function cutDown(value: Big, places: number): string {
  return value.round(places, Big.roundDown).toFixed(places);
}

/** `a` ÷ `b` cut down to `places` decimals, exactly (no rounding on the way). */
export function divideCutDown(a: Big, b: string, places: number): string {
  const Exact = Big();
  Exact.DP = places;
  Exact.RM = Big.roundDown;
  return new Exact(a.toFixed()).div(b).toFixed(places);
}

/** A contract's percentage (a JSON number) as an exact decimal. */
export function percentageOf(percentage: number): Big {
  return new Big(String(percentage));
}

export { Big };
