import { isIsoCurrency } from '../../utils/currency';
import { decimalPlaces, isDecimal } from '../../utils/decimal-text';
import { alpha3ToAlpha2 } from './countries';

/**
 * A decimal string as money of `currency` in the locale's format ("1234.5", EUR, en →
 * "€1,234.50"). Intl formats the string itself, never a binary float, so every digit stays.
 * A currency code Intl rejects (not three letters) gives the amount in the locale's digits
 * followed by the code; a value that is not a decimal is shown as received, with the code.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const value = amount.trim();
  if (!isDecimal(value)) return `${amount} ${currency}`;
  const digits = value as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(digits);
  } catch {
    const places = decimalPlaces(value);
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    return `${number.format(digits)} ${currency}`;
  }
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
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(
      literal,
    );
  }
  return `${new Intl.NumberFormat(locale, digits).format(literal)}\u00a0${currency}`;
}

/** A percentage given in per cent ("0.5" → "0.50%"), with two decimals, in the locale's form. */
export function formatPercent(percent: string, locale: string): string {
  const value = percent.trim();
  if (!isDecimal(value)) return `${percent} %`;
  // The point moved two places in the text, so Intl's percent style shows it as given.
  const ratio = `${value}E-2` as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(ratio);
}

/** An RFC 3339 full-date (YYYY-MM-DD) shown as a calendar date, with no time-zone shift. */
export function formatDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return formatDateTime(date, locale);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utc);
}

export function formatDateTime(timestamp: string, locale: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A country name for an ISO 3166-1 alpha-3 code; the code itself when unknown. */
export function formatCountry(alpha3: string, locale: string): string {
  const alpha2 = alpha3ToAlpha2(alpha3);
  if (!alpha2) return alpha3;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha2) ?? alpha3;
  } catch {
    return alpha3;
  }
}

/** The parts of a postal address the API sends (client and company addresses alike). */
export interface PostalAddress {
  street?: string | null | undefined;
  streetLine2?: string | null | undefined;
  postCode?: string | null | undefined;
  town?: string | null | undefined;
  state?: string | null | undefined;
  country?: string | null | undefined;
}

/** An address as the lines a letter shows, the country (alpha-3) in the locale's words. */
export function formatAddressLines(address: PostalAddress, locale: string): string[] {
  const townLine = [address.postCode, address.town].filter(Boolean).join(' ');
  return [
    address.street,
    address.streetLine2,
    townLine,
    address.state,
    address.country ? formatCountry(address.country, locale) : undefined,
  ].filter((line): line is string => Boolean(line));
}
