import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as customers read it: the international format of its numbering plan
 * ("+442079460000" → "+44 20 7946 0000"), the same in every locale so it can be dialled from
 * abroad. A number libphonenumber cannot read (no country code) is shown as given.
 *
 * It carries libphonenumber's tables: import it from route modules that show phone numbers,
 * or use `useFormattedPhone` (loads them when first needed), never from the sign-in path.
 */
// Assumption A-162 (docs/assumptions.md): the international format, in every language.
export function formatPhone(phone: string): string {
  const text = phone.trim();
  if (!text) return phone;
  return parsePhoneNumberFromString(text)?.formatInternational() ?? phone;
}
