// The spec's error texts that more than one resource answers with. Each text is written once
// in the catalogue; the resources' errors.ts files list which of them their endpoints use.

/** The authorization refusals (403) the spec lists under Authentication. */
export const authorizationErrors = {
  senderNoContract: 'Sender has no contract',
  senderNoAccess: 'Sender has no access to this account',
  accountNoProductAccess: 'Account has no access to this product',
  accountNotActive: 'Account is not active',
} as const;

/** A request the API could not validate. */
// Assumption A-06 (docs/assumptions.md): every validation failure says `Invalid payload`.
export const INVALID_PAYLOAD = 'Invalid payload';
