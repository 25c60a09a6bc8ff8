import { alpha3ToAlpha2 } from './countries';

// Apart from ./format.ts (money, numbers, dates): the table of countries loads only with the
// screens that show a country or an address.

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
