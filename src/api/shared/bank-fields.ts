// IBAN and BIC field schemas for the payment bodies (SEPA recipients, later the transfer and
// payout forms). The rules themselves are in utils/iban.ts, on ibantools; these schemas live
// apart from ./fields.ts so that the routes that send no IBAN (every schema imports
// ./fields.ts) do not load ibantools' country table.
import * as z from 'zod/mini';
import { IBAN_SHAPE, ibanProblem, isValidBic } from '../../utils/iban';
import { msg } from './messages';

/** IBAN in a request body: compact form (capitals, no spaces) with a valid checksum. */
// Assumption A-03 (docs/assumptions.md): IBANs are sent compact; forms normalise input.
export const ibanSchema = z.string({ error: msg('validation.iban.required') }).check(
  z.regex(IBAN_SHAPE, { error: msg('validation.iban.format'), abort: true }),
  z.refine((iban: string) => ibanProblem(iban) !== 'format', {
    error: msg('validation.iban.format'),
    abort: true,
  }),
  z.refine((iban: string) => ibanProblem(iban) === null, {
    error: msg('validation.iban.checksum'),
  }),
);
export type Iban = z.infer<typeof ibanSchema>;

/**
 * BIC/SWIFT code: 8 or 11 capitals (bank, country, location, optional branch), the country
 * letters being a country.
 */
export const bicSwiftSchema = z
  .string({ error: msg('validation.bic.required') })
  .check(
    z.regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: msg('validation.bic.format') }),
    z.refine(isValidBic, { error: msg('validation.bic.format') }),
  );
export type BicSwift = z.infer<typeof bicSwiftSchema>;
