// Shared field schemas of the Client API (see /work/shared/spec/client-api.md).
// Reused by the resource schemas, by the mock bank to validate requests and by forms
// through zodResolver, so every message is plain English shown to the user.
// Assumption (gap): which response fields are required is not shown. Response schemas use
// z.object (unknown keys stripped) and require only what the UI needs (ids, amounts,
// currency, statuses); other listed fields are optional or nullish.
import { z } from 'zod';

/** A UUID string (RFC 9562 shape, any version). */
export const uuidSchema = z.uuid({ error: 'Enter a valid identifier (UUID)' });
export type Uuid = z.infer<typeof uuidSchema>;

/** ISO 4217 shape: three uppercase letters, e.g. EUR. */
export const currencyCodeSchema = z
  .string({ error: 'Choose a currency' })
  .regex(/^[A-Z]{3}$/, { error: 'Enter a 3-letter currency code in capitals, e.g. EUR' });
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

export const AMOUNT_MAX_LENGTH = 14;
/** Digits, optionally followed by a point and 1-2 digits. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * Transfer amount: a string of 1-14 characters, an integer or a decimal with at most
 * 2 decimal places. Only digits and one point: "1.", ".5", "1e3", "-1" and " 1" are refused.
 * "0" is accepted: the spec sets no lower bound.
 */
export const amountSchema = z
  .string({ error: 'Enter an amount' })
  .min(1, { error: 'Enter an amount', abort: true })
  .regex(/^\d+(\.\d+)?$/, {
    error: 'Enter the amount using digits and an optional decimal point, e.g. 25.50',
    abort: true,
  })
  .regex(AMOUNT_PATTERN, { error: 'Enter an amount with at most 2 decimal places', abort: true })
  .max(AMOUNT_MAX_LENGTH, {
    error: `Enter an amount of at most ${AMOUNT_MAX_LENGTH} characters`,
  });
export type Amount = z.infer<typeof amountSchema>;

/** Transfer reference: the spec's pattern ^[A-Za-z0-9 ]{2,120}$, split for clearer messages. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9 ]{2,120}$/;
export const referenceSchema = z
  .string({ error: 'Enter a reference' })
  .regex(/^[A-Za-z0-9 ]*$/, { error: 'Use only letters, digits and spaces in the reference' })
  .min(2, { error: 'Enter a reference of at least 2 characters' })
  .max(120, { error: 'Enter a reference of at most 120 characters' });
export type Reference = z.infer<typeof referenceSchema>;

/** RFC 3339 full-date (YYYY-MM-DD) that exists in the calendar (2024-02-30 is refused). */
export const rfc3339DateSchema = z.iso.date({
  error: 'Enter a real date in the form YYYY-MM-DD',
});
export type Rfc3339Date = z.infer<typeof rfc3339DateSchema>;

/** Response timestamps: RFC 3339 per the spec, but kept tolerant (any string). */
export const timestampSchema = z.string();
export type Timestamp = z.infer<typeof timestampSchema>;

/** Postal address as found in responses (client, company); every part is optional. */
export const addressSchema = z.object({
  country: z.string().optional(),
  postCode: z.string().optional(),
  town: z.string().optional(),
  street: z.string().optional(),
  streetLine2: z.string().optional(),
  state: z.string().optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** Crypto volumes and prices: 1-36 characters, digits with an optional fraction. */
export const decimalStringSchema = z
  .string({ error: 'Enter a number' })
  .min(1, { error: 'Enter a number', abort: true })
  .regex(/^\d+(\.\d+)?$/, { error: 'Enter a number using digits and an optional decimal point' })
  .max(36, { error: 'Enter a number of at most 36 characters' });
export type DecimalString = z.infer<typeof decimalStringSchema>;

/** International phone number, E.164 shape: a leading + and 7-15 digits, no spaces. */
// Assumption (gap): "international phone number" is sent in E.164 form (no spaces or dashes).
export const phoneSchema = z.string({ error: 'Enter a phone number' }).regex(/^\+[1-9]\d{6,14}$/, {
  error: 'Enter the phone number in international format: + then 7 to 15 digits, no spaces',
});
export type Phone = z.infer<typeof phoneSchema>;

/** Non-empty string with a custom message (identifiers that are not UUIDs, codes). */
export function nonEmptyString(message: string) {
  return z.string({ error: message }).min(1, { error: message });
}

/**
 * Integer query parameter. Accepts a number or a string of digits (query strings arrive
 * as text in the mock bank) and checks the bounds.
 */
export function queryIntSchema(min: number, max: number, label: string) {
  const message = `Enter a whole number from ${min} to ${max} for ${label}`;
  return z
    .union([z.number(), z.string().regex(/^\d+$/, { error: message }).transform(Number)], {
      error: message,
    })
    .pipe(z.int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

/**
 * Bodies whose content the spec does not show: any JSON object, or no body at all
 * (the fetch layer reads an empty body as null or undefined).
 */
export const anyObjectResponseSchema = z.record(z.string(), z.unknown()).nullish();
export type AnyObjectResponse = z.infer<typeof anyObjectResponseSchema>;

/** Error body of every failed call: `{message}`. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Removes spaces and upper-cases an IBAN as typed by a person ("de89 3704 ..."). */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * IBAN check: shape (country code, check digits, 11-30 alphanumerics; 15-34 in all)
 * and the ISO 13616 mod-97 checksum. Spaces and lower case are tolerated here.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) {
      remainder = (remainder * 10 + Number(digit)) % 97;
    }
  }
  return remainder === 1;
}

/** IBAN in a request body: compact form (capitals, no spaces) with a valid checksum. */
// Assumption (gap): the API takes the IBAN in compact form; forms normalise input with normalizeIban.
export const ibanSchema = z
  .string({ error: 'Enter an IBAN' })
  .regex(IBAN_SHAPE, {
    error: 'Enter the IBAN in capitals without spaces, e.g. DE89370400440532013000',
    abort: true,
  })
  .refine(isValidIban, { error: 'This IBAN is not valid: check it for typing mistakes' });
export type Iban = z.infer<typeof ibanSchema>;

/** BIC/SWIFT code: 8 or 11 characters (bank, country, location, optional branch). */
export const bicSwiftSchema = z
  .string({ error: 'Enter a BIC' })
  .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
    error: 'Enter a BIC of 8 or 11 characters in capitals, e.g. DEUTDEFF',
  });
export type BicSwift = z.infer<typeof bicSwiftSchema>;
