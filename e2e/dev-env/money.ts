import Big from 'big.js';

// Money as the test itself writes it (en-GB, the browser's language in these runs), from the
// API's decimal strings or JSON numbers through big.js: never the app's formatting code, never
// a binary float's arithmetic.

/** A JSON number or decimal string as an exact decimal string ("12057.91"). */
export function decimal(value: string | number): string {
  return new Big(value).toFixed();
}

/** The number of decimals written in `value` ("0.9210" → 4, "12" → 0; a number's own). */
export function decimalsOf(value: string | number): number {
  const text = typeof value === 'string' ? value.trim() : decimal(value);
  return text.split('.')[1]?.length ?? 0;
}

const isoCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** Whether Intl knows `code` as a currency (EUR, GBP; not BTC). */
export function isIsoCurrency(code: string): boolean {
  return isoCurrencies.has(code.toUpperCase());
}

/**
 * `amount` of `currency` as money in en-GB ("€12,057.91"), with at least `minDecimals`
 * decimals and every decimal the value has (a price of 0.9201 keeps its four).
 */
export function money(amount: string | number, currency: string, minDecimals = 2): string {
  const digits = Math.max(minDecimals, decimalsOf(amount));
  const format = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format.format(decimal(amount) as Intl.StringNumericLiteral);
}

/**
 * The amount written in a piece of text, whatever its symbol or code ("0.05 BTC",
 * "BTC 0.050", "€1,234.50" → "0.05", "0.05", "1234.5"); null when it holds no number.
 */
export function amountIn(text: string): string | null {
  const match = /\d[\d,]*(\.\d+)?/.exec(text);
  return match ? new Big(match[0].replace(/,/g, '')).toFixed() : null;
}
