/**
 * Which reading of the spec's gaps the mock bank takes. The spec leaves many things open
 * (docs/assumptions.md lists them); a real Client API may read each one differently from us.
 *
 * - `first`: the readings the app itself takes first (the default).
 * - `alternate`: for each gap, the other reasonable reading the app must also handle (one
 *   contract param per operation, no exchange field in contracts, `POST /v1/accounts`
 *   answering `{}`, transactions read only per account, unknown properties refused, ...).
 *
 * Chosen when the bank starts (`MOCK_READINGS=alternate npm start`); a reset keeps it.
 */
export type Reading = 'first' | 'alternate';

export const READINGS: readonly Reading[] = ['first', 'alternate'];

/** The reading named by `MOCK_READINGS` (unset or empty: `first`); any other value throws. */
export function readingFromEnv(value: string | undefined = process.env['MOCK_READINGS']): Reading {
  if (value === undefined || value === '') return 'first';
  if ((READINGS as readonly string[]).includes(value)) return value as Reading;
  throw new Error(`MOCK_READINGS must be one of ${READINGS.join(', ')}, not "${value}"`);
}
