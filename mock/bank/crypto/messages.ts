// The crypto exchange's refusal texts, the mock's own. The spec shows no error body for the
// crypto endpoints (only a reference to a schema), so each text here is the mock's choice;
// where the spec has a fitting text elsewhere (the authorization refusals, the transfers'
// balance refusal, `Invalid payload`) it is used word for word.
// Assumptions A-124 and A-127 (docs/assumptions.md): the texts and their statuses.

const SPEC = {
  invalidPayload: 'Invalid payload',
  senderNoAccess: 'Sender has no access to this account',
  accountNotActive: 'Account is not active',
  senderNoContract: 'Sender has no contract',
  accountNoProductAccess: 'Account has no access to this product',
  balanceNotEnough: 'Account balance is not enough',
} as const;

/** Who may use the exchange at all (as for a transfer). */
export const standingMessages = {
  clientNotFound: 'Client not found',
  accountNotActive: SPEC.accountNotActive,
  senderNoContract: SPEC.senderNoContract,
  accountNoProductAccess: SPEC.accountNoProductAccess,
  senderNoAccess: SPEC.senderNoAccess,
} as const;

/** POST /crypto-exchange/orders and the order reads. Status 400 unless said. */
export const orderMessages = {
  volumeBelowMinimum: 'Volume is below the minimum for this pair',
  volumeTooManyDecimals: 'Volume has too many decimal places for this pair',
  volumeTooLong: 'Volume is longer than 36 characters',
  volumeZero: 'Volume must be greater than zero',
  pairNotSupported: 'Pair is not supported',
  orderTypeDisabled: 'Order type is disabled for this pair',
  desiredPriceRequired: 'Desired price is required for a limit order',
  desiredPriceInvalid: 'Desired price is not valid for this pair',
  accountCurrencyMismatch: 'Account currency does not match the pair',
  /** 403: an account (or the company acted for) that is not the party's. */
  senderNoAccess: SPEC.senderNoAccess,
  /** 403: an account of the party that is not activated. */
  accountNotActive: SPEC.accountNotActive,
  balanceNotEnough: SPEC.balanceNotEnough,
  /** 404: no readable order of the party with that id. */
  orderNotFound: 'Order not found',
  invalidPayload: SPEC.invalidPayload,
} as const;

/** POST /crypto-exchange/wallets. Status 400. */
export const walletMessages = {
  currencyNotSupported: 'Currency is not supported',
  networkNotSupported: 'Network is not supported for this currency',
  addressInvalid: 'Address is not valid for this currency and network',
  addressDuplicate: 'Wallet with this address is already registered',
  invalidPayload: SPEC.invalidPayload,
} as const;

/** POST /crypto-exchange/payouts. Status 400 unless said. */
export const payoutMessages = {
  /** 404. */
  walletNotFound: 'Wallet not found',
  currencyMismatch: 'Payout currency does not match the wallet',
  amountTooManyDecimals: 'Amount has too many decimal places for this currency',
  amountBelowMinimum: 'Amount is below the minimum payout',
  balanceNotEnough: SPEC.balanceNotEnough,
  accountCurrencyMismatch: 'Account currency does not match the payout',
  /** 403. */
  accountNoAccess: SPEC.senderNoAccess,
  /** 403. */
  accountNotActive: SPEC.accountNotActive,
  /** 404: the party holds no activated account in the currency. */
  accountNotFound: 'Account not found',
  invalidPayload: SPEC.invalidPayload,
} as const;
