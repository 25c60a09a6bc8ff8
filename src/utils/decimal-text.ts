/**
 * Decimal strings read as text: the one decimal pattern, validation, sign and decimals. No
 * arithmetic and no library, so schemas and formatting can use it without loading big.js;
 * the arithmetic is in ./decimal.ts, which re-exports all of this.
 */

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

/** Whether a decimal string is zero ("0", "0.00", "-0"); false for what is not a decimal. */
export function isZeroDecimal(value: string): boolean {
  const text = value.trim();
  return isDecimal(text) && !/[1-9]/.test(text);
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

/** `String(n)` of a number in exponent form: sign, first digit, other digits, exponent. */
const EXPONENT_FORM = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/;

/**
 * A JSON number (GET /account's balances, contract fees) as a decimal string: `String(n)`, the
 * shortest text that reads back as the same number, with an exponent form ("1e+21", "1e-7")
 * written out by moving the point in the text, never by float arithmetic. null for NaN and
 * infinities.
 */
export function decimalFromNumber(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (isDecimal(text)) return text;
  const match = EXPONENT_FORM.exec(text);
  if (!match) return null;
  const [, sign = '', first = '', rest = '', exponent = '0'] = match;
  const digits = first + rest;
  // Where the point goes, counted in digits from the left.
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
