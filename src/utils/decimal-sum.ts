/**
 * Exact sums of decimal strings on the platform's BigInt: each value becomes a whole number
 * of units by moving its point in the text, the units are added, and the point is put back.
 * No binary float and no library, so the screens that only add money (the accounts' totals,
 * a history's totals) load no big.js; ./decimal.ts re-exports these beside its arithmetic.
 */
import { decimalPlaces, isDecimal } from './decimal-text';

/** "12.3" at scale 2 → 1230n; throws a RangeError on what is not a decimal or has more decimals. */
function units(value: string, scale: number): bigint {
  const text = value.trim();
  if (!isDecimal(text)) throw new RangeError(`Not a decimal number: ${value}`);
  const places = decimalPlaces(text);
  if (places > scale) throw new RangeError(`More than ${scale} decimals: ${value}`);
  return BigInt(text.replace('.', '') + '0'.repeat(scale - places));
}

/** 1230n at scale 2 → "12.30"; zero is never written with a minus. */
function text(total: bigint, scale: number): string {
  const sign = total < 0n ? '-' : '';
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0');
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** The exact sum with `scale` decimals; a value with more decimals throws a RangeError. */
export function addDecimals(values: readonly string[], scale = 2): string {
  return text(
    values.reduce((sum, value) => sum + units(value, scale), 0n),
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
