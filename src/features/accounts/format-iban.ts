/**
 * Display helpers for bank details. Pure; never throw.
 */

/** An IBAN without spaces, in capitals: the form to copy and to send. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IBAN in groups of four characters, as printed on statements (ISO 13616 "paper format"):
 * "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00". Spaces and case in the input
 * do not matter.
 */
export function formatIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** A UK sort code as "20-20-15" when it is six digits (dashes or spaces tolerated); else as given. */
export function formatSortCode(sortCode: string): string {
  const digits = sortCode.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits)
    ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`
    : sortCode.trim();
}
