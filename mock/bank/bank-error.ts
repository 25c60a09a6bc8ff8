/**
 * An error answer of the mock bank: `{message}` with the spec's status codes
 * (400 validation, 403 authorization, 404 lookup, 500 server error).
 */
export class BankError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 500,
    message: string,
  ) {
    super(message);
    this.name = 'BankError';
  }
}

/** Message texts, as the spec lists them (plus the mock's assumptions, marked). */
export const messages = {
  // Assumption A-06 (docs/assumptions.md): every validation failure says `Invalid payload`.
  invalidPayload: 'Invalid payload',
  // API Gateway's answer to a missing or expired bearer token.
  unauthorized: 'Unauthorized',
  clientNotFound: 'Client not found',
  clientAlreadyInitiated: 'The client has been already initiated',
  clientInitiationFailed: 'Client initiation failed',
  clientHasNoContract: 'Client has no contract',
  clientContractNotAcceptable: 'Client contract is not acceptable',
  senderNoContract: 'Sender has no contract',
  senderNotFound: 'Sender not found',
  senderNoAccess: 'Sender has no access to this account',
  notFound: 'Not found',
  internal: 'Internal server error',
} as const;
