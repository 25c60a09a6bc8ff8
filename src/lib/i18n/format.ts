import { alpha3ToAlpha2 } from './countries';

/**
 * Formats a decimal amount given as a string. Intl formats the string itself
 * (no conversion to a binary float), so "0.10" stays exactly 0.10.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(amount as Intl.StringNumericLiteral);
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
