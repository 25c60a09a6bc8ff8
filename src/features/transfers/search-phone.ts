import { phoneSchema } from '../../api/shared/fields';

// Assumption A-99 (docs/assumptions.md): a possible number is enough to search.
/**
 * A phone number typed to look a customer up ("+44 7700 900456") in the E.164 form the search
 * takes, or null. A lookup needs a number that can exist (its country's lengths), not one in
 * an allocated range: the bank answers "not found" for the rest, and customers with numbers in
 * reserved ranges (such as the UK's 07700 900xxx) can still be found. libphonenumber's tables
 * are loaded on the first search, not with the transfers screen.
 */
export async function searchPhoneOf(typed: string): Promise<string | null> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const parsed = parsePhoneNumberFromString(typed.trim());
  if (!parsed?.isPossible()) return null;
  const e164 = parsed.number;
  return phoneSchema.safeParse(e164).success ? e164 : null;
}
