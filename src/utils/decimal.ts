/**
 * Exact arithmetic on decimal strings ("1234.56"), through integer minor units
 * held in BigInt. Money never passes through binary floating point here.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "12.3" at scale 2 → 1230n. Throws on anything that is not a plain decimal. */
export function toUnits(value: string, scale = 2): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) throw new RangeError(`More than ${scale} decimals: ${value}`);
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign ? -units : units;
}

/** 1230n at scale 2 → "12.30". */
export function fromUnits(units: bigint, scale = 2): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

export function addDecimals(values: readonly string[], scale = 2): string {
  return fromUnits(
    values.reduce((sum, value) => sum + toUnits(value, scale), 0n),
    scale,
  );
}

export function compareDecimals(a: string, b: string, scale = 2): -1 | 0 | 1 {
  const difference = toUnits(a, scale) - toUnits(b, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
