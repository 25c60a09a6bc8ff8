/**
 * The mock's own answers: texts the spec does not give (its messages are in ./spec/messages.ts),
 * for what a gateway or the mock itself answers.
 */
export const mockMessages = {
  // API Gateway's answer to a missing or expired bearer token.
  unauthorized: 'Unauthorized',
  notFound: 'Not found',
  internal: 'Internal server error',
  // Assumption A-80 (docs/assumptions.md): the mock's own texts for transport refusals.
  malformedPath: 'The request path is not valid: it has a malformed percent-encoding',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json)',
  notImplemented: 'This endpoint of the Client API is not implemented in the mock bank yet',
  // API Gateway's answer when the integration behind it does not answer in time (504).
  gatewayTimeout: 'Endpoint request timed out',
  // Assumption A-47 (docs/assumptions.md): an account not in the read's scope.
  accountNotFound: 'Account not found',
  // Assumption A-104 (docs/assumptions.md): a wrong company email code.
  emailCodeInvalid: 'The verification code is not valid',
} as const;

/**
 * What a mock error answer says: a message of the spec (./spec/messages.ts), one of the mock's
 * own above, or one of the crypto exchange's (./crypto/messages.ts).
 */
export type BankMessage = string;

/**
 * An error answer of the mock bank: `{message}` with the spec's status codes
 * (400 validation, 403 authorization, 404 lookup, 500 server error), and the
 * transport's (413 body too large, 415 not JSON, 501 not implemented in the mock).
 */
export class BankError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 415 | 500 | 501,
    message: BankMessage,
  ) {
    super(message);
    this.name = 'BankError';
  }
}
