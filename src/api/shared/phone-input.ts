import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { phoneSchema } from './fields';

/**
 * A phone number as a person types it ("+44 7911 123456"): checked against
 * the numbering plans (libphonenumber) and turned into the E.164 form the API
 * takes, which must then pass the request schema's own rule.
 */
export function typedPhoneSchema(invalidMessage: string) {
  return z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value: string) => isValidPhoneNumber(value), { message: invalidMessage }),
      ),
      z.transform((value: string) => parsePhoneNumber(value).number),
    ),
    phoneSchema,
  );
}
