/**
 * An exact product of two decimal strings, rounded half-up to `scale` decimals, on the
 * platform's BigInt like ./decimal-sum.ts: the screens that only show what a holding is worth
 * (home, the accounts) load no big.js for one multiplication. ./decimal.ts has the general
 * arithmetic.
 */
import { decimalPlaces, isDecimal } from './decimal-text';

function unitsOf(value: string): { units: bigint; places: number } {
  const text = value.trim();
  if (!isDecimal(text)) throw new RangeError(`Not a decimal number: ${value}`);
  return { units: BigInt(text.replace('.', '')), places: decimalPlaces(text) };
}

/** a × b rounded half-up (away from zero on a tie) to `scale` decimals: "0.5" × "3.01" → "1.51". */
export function multiplyRounded(a: string, b: string, scale = 2): string {
  const x = unitsOf(a);
  const y = unitsOf(b);
  const exact = x.units * y.units;
  const places = x.places + y.places;
  let scaled: bigint;
  if (places <= scale) {
    scaled = exact * 10n ** BigInt(scale - places);
  } else {
    const divisor = 10n ** BigInt(places - scale);
    const magnitude = exact < 0n ? -exact : exact;
    const rounded = (magnitude + divisor / 2n) / divisor;
    scaled = exact < 0n ? -rounded : rounded;
  }
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${whole}` : whole;
}
