import { COUNTRY_ALPHA3_CODES } from '../../lib/i18n/countries';
import { formatCountry } from '../../lib/i18n/format-address';

export interface CountryOption {
  code: string;
  name: string;
}

/** Every ISO 3166-1 country with its name in the locale, sorted by name. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_ALPHA3_CODES.map((code) => ({ code, name: formatCountry(code, locale) })).sort(
    (a, b) => collator.compare(a.name, b.name),
  );
}

/** The alpha-3 code a person meant: a country's name from the list, or its code. */
export function countryCodeFromInput(
  input: string,
  options: readonly CountryOption[],
): string | null {
  const wanted = input.trim().toLocaleLowerCase();
  if (!wanted) return null;
  const match = options.find(
    (option) => option.name.toLocaleLowerCase() === wanted || option.code.toLowerCase() === wanted,
  );
  return match?.code ?? null;
}
