import type { Company } from '../../api/companies/schemas';
import { formatCountry } from '../../lib/i18n/format';

type Address = NonNullable<Company['address']>;

/** An address as the lines a letter shows, the country in the locale's words. */
export function addressLines(address: Address, locale: string): string[] {
  const townLine = [address.postCode, address.town].filter(Boolean).join(' ');
  return [
    address.street,
    address.streetLine2,
    townLine,
    address.state,
    address.country ? formatCountry(address.country, locale) : undefined,
  ].filter((line): line is string => Boolean(line));
}
