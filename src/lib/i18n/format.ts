import { isIsoCurrency } from '../../utils/currency';
import { decimalPlaces, isDecimal } from '../../utils/decimal-text';

// Assumption A-161 (docs/assumptions.md): a true minus in money; one (medium) date style.
/** The typographic minus (U+2212): a hyphen reads as a dash beside a figure. */
export const MINUS_SIGN = '\u2212';

/**
 * Intl formatters are slow to build and cheap to use: one per locale and options, kept (a
 * screen of money and dates formats hundreds of values with a handful of formatters).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(formats: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // A build that throws (a currency Intl rejects) keeps nothing.
    format = build();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

/** A formatted number with the locale's minus sign, wherever it stands, replaced by U+2212. */
function withTrueMinus(format: Intl.NumberFormat, value: Intl.StringNumericLiteral): string {
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('');
}

/**
 * A decimal string as money of `currency` in the locale's format ("1234.5", EUR, en-GB →
 * "€1,234.50"; "-5", EUR, de-DE → "−5,00 €", with a true minus). Intl formats the string
 * itself, never a binary float, so every digit stays. A currency code Intl rejects (not three
 * letters) gives the amount in the locale's digits followed by the code; a value that is not
 * a decimal is shown as received, with the code.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const value = amount.trim();
  if (!isDecimal(value)) return `${amount} ${currency}`;
  const digits = value as Intl.StringNumericLiteral;
  let money: Intl.NumberFormat;
  try {
    money = numberFormat(locale, { style: 'currency', currency });
  } catch {
    const places = decimalPlaces(value);
    const number = numberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    return `${withTrueMinus(number, digits)} ${currency}`;
  }
  return withTrueMinus(money, digits);
}

/**
 * An amount of a currency that may have more decimals than money shows (a crypto volume, a
 * price): up to `decimals` decimals, at least two (or `decimals` if fewer), never rounded up
 * (cut). An ISO currency keeps its locale's money format ("€99.50"); a crypto currency is the
 * number then its code ("0.00165833 BTC"). A value that is not a decimal is shown as received.
 */
export function formatCryptoAmount(
  amount: string,
  currency: string,
  decimals: number,
  locale: string,
): string {
  const value = amount.trim();
  if (!isDecimal(value)) return `${amount} ${currency}`;
  const digits = {
    minimumFractionDigits: Math.min(2, decimals),
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
  } as const;
  const literal = value as Intl.StringNumericLiteral;
  if (isIsoCurrency(currency)) {
    return withTrueMinus(numberFormat(locale, { style: 'currency', currency, ...digits }), literal);
  }
  return `${withTrueMinus(numberFormat(locale, digits), literal)}\u00a0${currency}`;
}

/** A count (how many transactions, accounts) in the locale's digits and grouping: "1,234". */
export function formatCount(count: number, locale: string): string {
  return numberFormat(locale, {}).format(count);
}

/**
 * A percentage given in per cent in the locale's percent style, with `digits` decimals. The
 * point moves two places in the text (`E-2`), so Intl shows it as given and no float is made.
 */
function formatPerCent(
  percent: string,
  locale: string,
  digits: Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'>,
): string {
  const value = percent.trim();
  if (!isDecimal(value)) return `${percent} %`;
  return numberFormat(locale, { style: 'percent', ...digits }).format(
    `${value}E-2` as Intl.StringNumericLiteral,
  );
}

/** A percentage given in per cent ("0.5" → "0.50%"), with two decimals, in the locale's form. */
export function formatPercent(percent: string, locale: string): string {
  return formatPerCent(percent, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A percentage given in per cent ("0.5" → "0.5%"), with the decimals the bank gave. */
export function formatPercentAsGiven(percent: string, locale: string): string {
  return formatPerCent(percent, locale, { maximumFractionDigits: 20 });
}

/**
 * An RFC 3339 full-date (YYYY-MM-DD) shown as a calendar date, with no time-zone shift, in the
 * same style as the date of `formatDateTime` ("21 Nov 2026" in en-GB, "21.11.2026" in de-DE).
 */
export function formatDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return formatDateTime(date, locale);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
}

/** A moment as date and time of day in the locale ("21 Nov 2026, 20:51" in en-GB). */
export function formatDateTime(timestamp: string, locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A moment's time of day in the locale ("20:51" in en-GB), for a row under its day's heading. */
export function formatTime(timestamp: string, locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}
