import { z } from 'zod';
import { UUID_SHAPE } from '../ids';
import { currentReading } from '../reading-scope';

// Field rules written from the spec (client-api.md: resource tables, endpoint bodies, Limits);
// where the spec gives no rule, the mock's assumption is named beside it.

const rfcUuid = z.uuid();

/**
 * A request's `uuid`. First reading: an RFC 9562 uuid (zod's check). Alternate reading: the
 * 8-4-4-4-12 hex shape with any version and variant digits, as the ids that bank hands out
 * (../ids.ts, `plainUuid`) must come back.
 */
export const uuid = z
  .string()
  .refine((value) =>
    currentReading() === 'alternate' ? UUID_SHAPE.test(value) : rfcUuid.safeParse(value).success,
  );

/** ISO 4217 code: the spec's "length 3", upper-case letters. */
export const currency = z.string().regex(/^[A-Z]{3}$/);

/** Transfer `amount`: 1-14 characters, an integer or a decimal with at most 2 decimal places. */
export const amount = z
  .string()
  .min(1)
  .max(14)
  .regex(/^\d+(\.\d{1,2})?$/);

/** Internal transfer `reference`: the spec's pattern. */
export const reference = z.string().regex(/^[A-Za-z0-9 ]{2,120}$/);

/** An international phone number, E.164 (A-57: the form the client profile keeps). */
export const phone = z.string().regex(/^\+[1-9]\d{6,14}$/);

/** Text a person types: the spaces around it do not count, 1 to `max` characters remain. */
export function text(max: number) {
  return z.string().trim().min(1).max(max);
}

/** An identifier that is not a UUID (a contract's id, a company id in the legacy bodies). */
export const id = z.string().min(1);

/** A query integer in [min, max], sent as digits. */
export function queryInt(min: number, max: number) {
  return z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(min).max(max));
}
