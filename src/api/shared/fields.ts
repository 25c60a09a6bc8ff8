// Shared field schemas of the Client API (see /work/shared/spec/client-api.md).
// Reused by the resource schemas, by the mock bank to validate requests and by forms
// through useTranslatedZodResolver, so every message is an i18n key made with `msg`
// (./messages.ts), translated where it is shown.
// Assumption A-01 (docs/assumptions.md): only what the UI needs is required in a response.
// zod/mini (functions, not methods): the API's schemas load with every screen, and the
// method-based build of zod would add ~12 kB (gzip) to each (issue 23 §3); forms that need
// its methods load it on their own routes.
import * as z from 'zod/mini';
import { AMOUNT_MAX_DECIMALS, AMOUNT_MAX_LENGTH } from '../../utils/amount-limits';
import { msg, type ValidationKey, type ValidationMessage } from './messages';

// The amount's limits live in src/utils, where src/lib's reading of a typed amount can use them.
export { AMOUNT_MAX_DECIMALS, AMOUNT_MAX_LENGTH };

/**
 * The bank's id of something (an account, a client, a company, a transaction): opaque, any
 * non-empty string. The spec writes "uuid", but the app only ever sends back ids the bank gave
 * it, so it checks no shape: a dev environment's ids in the uuid shape without its version
 * and variant digits (`11111111-1111-…`) are as good (issue 35 §1).
 */
// Assumption A-351 (docs/assumptions.md): server ids are opaque non-empty strings.
export const idSchema = z
  .string({ error: msg('validation.uuid.invalid') })
  .check(z.minLength(1, { error: msg('validation.uuid.invalid') }));
export type Id = z.infer<typeof idSchema>;

/** ISO 4217 shape: three uppercase letters, e.g. EUR. */
export const currencyCodeSchema = z
  .string({ error: msg('validation.currency.required') })
  .check(z.regex(/^[A-Z]{3}$/, { error: msg('validation.currency.format') }));
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/**
 * A currency code as the bank answers it: any non-empty code, ISO 4217 or not (a crypto
 * ticker such as USDC). Money of a code Intl does not know is shown as the number then the
 * code (src/lib/i18n/format.ts).
 */
// Assumption A-352 (docs/assumptions.md): any currency code the bank gives is read.
export const bankCurrencySchema = z.string().check(z.minLength(1));

/** Digits, optionally followed by a point and 1-2 (AMOUNT_MAX_DECIMALS) digits. */
export const AMOUNT_PATTERN = new RegExp(`^\\d+(\\.\\d{1,${AMOUNT_MAX_DECIMALS}})?$`);

/**
 * Transfer amount: a string of 1-14 characters, an integer or a decimal with at most
 * 2 decimal places. Only digits and one point: "1.", ".5", "1e3", "-1" and " 1" are refused.
 * "0" is accepted: the spec sets no lower bound.
 */
export const amountSchema = z.string({ error: msg('validation.amount.required') }).check(
  z.minLength(1, { error: msg('validation.amount.required'), abort: true }),
  z.regex(/^\d+(\.\d+)?$/, { error: msg('validation.amount.format'), abort: true }),
  z.regex(AMOUNT_PATTERN, {
    error: msg('validation.amount.decimals', { max: AMOUNT_MAX_DECIMALS }),
    abort: true,
  }),
  z.maxLength(AMOUNT_MAX_LENGTH, {
    error: msg('validation.amount.tooLong', { max: AMOUNT_MAX_LENGTH }),
  }),
);
export type Amount = z.infer<typeof amountSchema>;

/** One character a transfer reference may have (the spec's [A-Za-z0-9 ]). */
export const REFERENCE_CHARACTER = /[A-Za-z0-9 ]/;
export const REFERENCE_MIN = 2;
export const REFERENCE_MAX = 120;
/** Transfer reference: the spec's pattern ^[A-Za-z0-9 ]{2,120}$, split for clearer messages. */
export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_CHARACTER.source}{${REFERENCE_MIN},${REFERENCE_MAX}}$`,
);
export const referenceSchema = z.string({ error: msg('validation.reference.required') }).check(
  z.regex(new RegExp(`^${REFERENCE_CHARACTER.source}*$`), {
    error: msg('validation.reference.characters'),
  }),
  z.minLength(REFERENCE_MIN, {
    error: msg('validation.reference.tooShort', { min: REFERENCE_MIN }),
  }),
  z.maxLength(REFERENCE_MAX, {
    error: msg('validation.reference.tooLong', { max: REFERENCE_MAX }),
  }),
);
export type Reference = z.infer<typeof referenceSchema>;

/** RFC 3339 full-date (YYYY-MM-DD) that exists in the calendar (2024-02-30 is refused). */
export const rfc3339DateSchema = z.iso.date({ error: msg('validation.date.invalid') });

/** A required date: an empty field says what is missing (`required`), not the format. */
export function requiredDateSchema(required: ValidationMessage) {
  return z.pipe(
    z.string({ error: required }).check(z.minLength(1, { error: required, abort: true })),
    rfc3339DateSchema,
  );
}
export type Rfc3339Date = z.infer<typeof rfc3339DateSchema>;

/** Response timestamps: RFC 3339 per the spec, but kept tolerant (any string). */
export const timestampSchema = z.string();
export type Timestamp = z.infer<typeof timestampSchema>;

/** Postal address as found in responses (client, company); every part is optional. */
export const addressSchema = z.object({
  country: z.optional(z.string()),
  postCode: z.optional(z.string()),
  town: z.optional(z.string()),
  street: z.optional(z.string()),
  streetLine2: z.optional(z.string()),
  state: z.optional(z.string()),
});
export type Address = z.infer<typeof addressSchema>;

/** The length limit of a crypto volume, price or payout amount (the spec's 1-36 characters). */
export const DECIMAL_MAX_LENGTH = 36;

/** Crypto volumes and prices: 1-36 characters, digits with an optional fraction. */
export const decimalStringSchema = z.string({ error: msg('validation.decimal.required') }).check(
  z.minLength(1, { error: msg('validation.decimal.required'), abort: true }),
  z.regex(/^\d+(\.\d+)?$/, { error: msg('validation.decimal.format') }),
  z.maxLength(DECIMAL_MAX_LENGTH, {
    error: msg('validation.decimal.tooLong', { max: DECIMAL_MAX_LENGTH }),
  }),
);
export type DecimalString = z.infer<typeof decimalStringSchema>;

/** How many digits an E.164 phone number has after its +. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** International phone number, E.164 shape: a leading + and 7-15 digits, no spaces. */
// Assumption A-02 (docs/assumptions.md): phone numbers are sent in E.164 form.
export const phoneSchema = z.string({ error: msg('validation.phone.required') }).check(
  z.regex(new RegExp(`^\\+[1-9]\\d{${PHONE_MIN_DIGITS - 1},${PHONE_MAX_DIGITS - 1}}$`), {
    error: msg('validation.phone.format', { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS }),
  }),
);
export type Phone = z.infer<typeof phoneSchema>;

/**
 * Text a person types (a name, a title): spaces around it are trimmed, what is left must be
 * 1 to `max` characters; only spaces count as empty.
 */
export function trimmedTextSchema(
  max: number,
  messages: { required: ValidationMessage; tooLong: ValidationMessage },
) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required }),
      z.maxLength(max, { error: messages.tooLong }),
    );
}

/** Non-empty string with a custom message (identifiers that are not UUIDs, codes). */
export function nonEmptyString(message: ValidationMessage) {
  return z.string({ error: message }).check(z.minLength(1, { error: message }));
}

/**
 * Integer query parameter. Accepts a number or a string of digits (query strings arrive
 * as text in the mock bank) and checks the bounds. `label` is the key of the parameter's
 * name in the message (e.g. `validation.query.pageSize`, "the page size").
 */
export function queryIntSchema(min: number, max: number, label: ValidationKey) {
  const message = msg('validation.query.wholeNumber', { min, max, label: { key: label } });
  const digits = z.string().check(z.regex(/^\d+$/, { error: message }));
  return z.pipe(
    z.union([z.number(), z.pipe(digits, z.transform(Number))], { error: message }),
    z.int({ error: message }).check(z.gte(min, { error: message }), z.lte(max, { error: message })),
  );
}

/**
 * Bodies whose content the spec does not show: any JSON object, or no body at all
 * (the fetch layer reads an empty body as null or undefined).
 */
export const anyObjectResponseSchema = z.nullish(z.record(z.string(), z.unknown()));
export type AnyObjectResponse = z.infer<typeof anyObjectResponseSchema>;

/** Error body of every failed call: `{message}`. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A value of one of the spec's enums as a response may carry it: a known one, or any other. */
// `string & {}` keeps the known values visible to the type checker without refusing others.
export type OpenEnum<Known extends string> = Known | (string & {});

/**
 * A spec enum in a response: the known values typed, any other string accepted as it is, so
 * one value the bank added does not fail the whole answer. Requests and forms stay strict
 * (z.enum). What reads the value gives words to the known ones and shows others readably
 * (src/utils/readable-value.ts); an unknown value never unlocks anything.
 */
// Assumption A-295 (docs/assumptions.md): known values get words, others are shown readably.
export function openEnum<const Known extends readonly [string, ...string[]]>(_known: Known) {
  return z.pipe(
    z.string(),
    z.transform((value: string): OpenEnum<Known[number]> => value),
  );
}
