/**
 * The limits of a transfer amount (the spec's `amount`: a string of 1-14 characters, at most
 * 2 decimal places). Their one home: the API's amountSchema (src/api/shared/fields.ts) and
 * the reading of a typed amount (src/lib/i18n/parse-amount.ts) both use them, and the texts
 * that name them get them as values.
 */

/** How many characters the canonical amount ("1234.50") may have. */
export const AMOUNT_MAX_LENGTH = 14;

/** How many digits may follow the point. */
export const AMOUNT_MAX_DECIMALS = 2;
