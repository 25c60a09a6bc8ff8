/**
 * IBAN and BIC helpers for the app and the mock bank, on top of ibantools (the registry of
 * each country's IBAN length and BBAN format, the ISO 13616 mod-97 check digits, BIC shape).
 * Pure; nothing here throws.
 */
import {
  composeIBAN,
  friendlyFormatIBAN,
  isValidBIC,
  isValidIBAN,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

/** The compact form to send and to copy: no white space, capitals ("de89 3704 …" → "DE893704…"). */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Any IBAN shape: a country, two check digits, 11-30 letters or digits (15-34 in all). */
export const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * Whether the IBAN is real: its country's length and BBAN format and the mod-97 checksum.
 * Spaces and lower case are tolerated here (the value is normalised first).
 */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

/** Why an IBAN in compact form is refused: its shape, its checksum, or not at all (null). */
export function ibanProblem(iban: string): 'format' | 'checksum' | null {
  if (!IBAN_SHAPE.test(iban)) return 'format';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  const checksumOnly = errorCodes.every(
    (code) =>
      code === ValidationErrorsIBAN.WrongIBANChecksum ||
      code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  );
  return checksumOnly ? 'checksum' : 'format';
}

/** A BIC/SWIFT code of 8 or 11 characters, in capitals, whose country letters are a country. */
export function isValidBic(value: string): boolean {
  return /^[A-Z0-9]+$/.test(value) && isValidBIC(value);
}

/**
 * An IBAN in groups of four, as printed on statements (ISO 13616 paper format):
 * "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00". Not validated: anything is
 * normalised and grouped.
 */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(normalizeIban(iban)) ?? '';
}

/**
 * An IBAN from a country code and a BBAN, with the correct check digits; null when the BBAN
 * does not fit the country's format ("DE", "370400440532013000" → "DE89370400440532013000").
 */
export function composeIban(country: string, bban: string): string | null {
  return composeIBAN({ countryCode: country.toUpperCase(), bban: normalizeIban(bban) });
}

/** A UK sort code as "20-20-15" when it is six digits (dashes or spaces tolerated); else as given. */
export function formatSortCode(sortCode: string): string {
  const digits = sortCode.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits)
    ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`
    : sortCode.trim();
}
