// The Client API's error texts, copied word for word from the spec (client-api.md, "Errors"
// and "Authentication"). They are the mock's own constants: a change in the app's catalogue
// does not change what the mock answers. Texts the mock makes up are in ../bank-error.ts.

/** Every validation refusal: the one 400 text the spec gives for a bad request. */
export const INVALID_PAYLOAD = 'Invalid payload';

export const messages = {
  // POST /v2/transfer/internal, 400
  amountTooBig: 'Amount is too big for this payment method',
  balanceNotEnough: 'Account balance is not enough',
  accountContractNotAcceptable: 'Account contract is not acceptable',
  quotaOver: 'Account contracts quota is over provided limits',
  persistedRecipientMethodUnsupported: 'Persisted recipient does not support this payment method',
  recipientConfigurationNotAcceptable: 'Recipient account configuration is not acceptable',
  recipientContractNotAcceptable: 'Recipient account contract is not acceptable',
  recipientCurrencyMismatch: 'Recipient account currency does not match',
  // POST /v2/transfer/internal, 403 (the first four are the Authentication section's too)
  senderNoContract: 'Sender has no contract',
  senderNoAccess: 'Sender has no access to this account',
  accountNoProductAccess: 'Account has no access to this product',
  accountNotActive: 'Account is not active',
  recipientBlocked: 'Recipient is blocked',
  recipientNoProductAccess: 'Recipient account has no access to this product',
  recipientNotActive: 'Recipient account is not active',
  // POST /v2/transfer/internal, 404
  senderNotFound: 'Sender not found',
  persistedRecipientNotFound: 'Persisted recipient not found',
  recipientAccountNotFound: 'Recipient account not found',
  // PATCH /v2/accounts/{accountId}
  companyBlocksActivation: 'Company status blocks account activation',
  companyNotFound: 'Company not found',
  // PATCH /companies/contract
  noTermsDocument: '[400] :: There is no document for the requested terms',
  // GET /v2/clients/kyc-access-token
  clientContractNotAcceptable: 'Client contract is not acceptable',
  clientHasNoContract: 'Client has no contract',
  clientNotFound: 'Client not found',
  // GET /v1/transactions
  invalidPayload: INVALID_PAYLOAD,
  processFailed: 'Proses failed',
  // PATCH /client/contract, GET /contracts/clients
  clientAlreadyInitiated: 'The client has been already initiated',
  clientInitiationFailed: 'Client initiation failed',
} as const;

export type SpecMessage = (typeof messages)[keyof typeof messages];

/** The status of each message of POST /v2/transfer/internal, as the spec's table gives it. */
export const INTERNAL_TRANSFER_STATUS: Readonly<Record<string, 400 | 403 | 404>> = {
  [messages.amountTooBig]: 400,
  [messages.balanceNotEnough]: 400,
  [messages.accountContractNotAcceptable]: 400,
  [messages.quotaOver]: 400,
  [messages.persistedRecipientMethodUnsupported]: 400,
  [messages.recipientConfigurationNotAcceptable]: 400,
  [messages.recipientContractNotAcceptable]: 400,
  [messages.recipientCurrencyMismatch]: 400,
  [messages.senderNoContract]: 403,
  [messages.senderNoAccess]: 403,
  [messages.accountNoProductAccess]: 403,
  [messages.accountNotActive]: 403,
  [messages.recipientBlocked]: 403,
  [messages.recipientNoProductAccess]: 403,
  [messages.recipientNotActive]: 403,
  [messages.senderNotFound]: 404,
  [messages.persistedRecipientNotFound]: 404,
  [messages.recipientAccountNotFound]: 404,
};
