import { composeIBAN } from 'ibantools';

/** The IBAN of a country and BBAN (check digits computed), or null when the BBAN does not fit. */
export function composeIban(country: string, bban: string): string | null {
  return composeIBAN({ countryCode: country.toUpperCase(), bban }) ?? null;
}

/**
 * An account's bank details as the mock stores them (a JSON object text): its fields, or
 * null when the text is not a JSON object (a seeded account has broken details on purpose).
 */
export function bankDetailsOf(text: string | null | undefined): Record<string, string> | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && field !== '') fields[key] = field;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
