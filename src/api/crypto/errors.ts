// The messages of the crypto exchange endpoints. The spec shows none (its error bodies are only
// a reference to a schema): every text written here is an assumption, shared by the mock bank,
// which answers with them, and the app, which maps each to plain words.
import { accountErrors } from '../accounts/errors';
import { internalTransferErrors } from '../transfers/errors';
import { authorizationErrors, INVALID_PAYLOAD } from '../shared/errors';

/**
 * POST/GET /crypto-exchange/orders. Status: 400 unless said. Who may trade at all is refused
 * as for a transfer (`Account is not active`, `Sender has no contract`, `Account has no access
 * to this product`, 403; no profile: 404 `Client not found`).
 */
// Assumption A-124 (docs/assumptions.md): the texts and statuses of the order refusals.
export const orderErrors = {
  /** Volume (buy: quote currency; sell: base currency) under the pair's minvqc / minvbc. */
  volumeBelowMinimum: 'Volume is below the minimum for this pair',
  /** Volume with more decimals than the pair's maxdqc (buy) / maxdbc (sell). */
  volumeTooManyDecimals: 'Volume has too many decimal places for this pair',
  /** Volume longer than 36 characters. */
  volumeTooLong: 'Volume is longer than 36 characters',
  /** A volume of zero. */
  volumeZero: 'Volume must be greater than zero',
  /** A pair the exchange does not list. */
  pairNotSupported: 'Pair is not supported',
  /** The order type's `mode` is `disabled` for the pair. */
  orderTypeDisabled: 'Order type is disabled for this pair',
  /** A limit order without `settings.desiredPrice`. */
  desiredPriceRequired: 'Desired price is required for a limit order',
  /** A desired price with more decimals than the pair's maxdqc, or of zero. */
  desiredPriceInvalid: 'Desired price is not valid for this pair',
  /** accountIdFrom / accountIdTo not in the currency the pair and side need. */
  accountCurrencyMismatch: 'Account currency does not match the pair',
  /** 403: an account (or the company acted for) that is not the party's. */
  senderNoAccess: authorizationErrors.senderNoAccess,
  /** 403: an account of the party that is not activated. */
  accountNotActive: authorizationErrors.accountNotActive,
  /** The volume is more than the paying account's available balance. */
  balanceNotEnough: internalTransferErrors.balanceNotEnough,
  /** 403: the exchange refuses the party (the mock's words; the app opens crypto regardless, A-200). */
  exchangeNotOffered: 'Contract does not offer the crypto exchange',
  /** 404: GET /orders/{orderId} of no order of the party, or one not readable yet. */
  orderNotFound: 'Order not found',
  invalidPayload: INVALID_PAYLOAD,
} as const;

/** POST /crypto-exchange/wallets. Status: 400. */
// Assumption A-127 (docs/assumptions.md): the texts of the wallet refusals.
export const walletErrors = {
  /** A currency the exchange keeps no wallets for. */
  currencyNotSupported: 'Currency is not supported',
  /** A network that does not carry the currency. */
  networkNotSupported: 'Network is not supported for this currency',
  /** An address that is not one of the currency's network. */
  addressInvalid: 'Address is not valid for this currency and network',
  /** The party already registered this address for the currency. */
  addressDuplicate: 'Wallet with this address is already registered',
  exchangeNotOffered: orderErrors.exchangeNotOffered,
  senderNoAccess: authorizationErrors.senderNoAccess,
  invalidPayload: INVALID_PAYLOAD,
} as const;

/** POST /crypto-exchange/payouts. Status: 400 unless said. */
// Assumption A-127 (docs/assumptions.md): the texts of the payout refusals.
export const payoutErrors = {
  /** 404: a walletId that is not one of the party's wallets. */
  walletNotFound: 'Wallet not found',
  /** The payout's currency is not the wallet's. */
  currencyMismatch: 'Payout currency does not match the wallet',
  /** More decimals than the currency has (8 for BTC and ETH). */
  amountTooManyDecimals: 'Amount has too many decimal places for this currency',
  /** Under the currency's smallest payout, or zero. */
  amountBelowMinimum: 'Amount is below the minimum payout',
  /** The party's account in the currency has less available. */
  balanceNotEnough: internalTransferErrors.balanceNotEnough,
  /** `accountIdFrom` names an account of another currency than the payout's. */
  accountCurrencyMismatch: 'Account currency does not match the payout',
  /** 403: `accountIdFrom` names an account that is not the party's. */
  accountNoAccess: authorizationErrors.senderNoAccess,
  /** 403: `accountIdFrom` names an account that is not activated. */
  accountNotActive: authorizationErrors.accountNotActive,
  /** 404: the party holds no activated account in the currency. */
  accountNotFound: accountErrors.accountNotFound,
  exchangeNotOffered: orderErrors.exchangeNotOffered,
  senderNoAccess: authorizationErrors.senderNoAccess,
  invalidPayload: INVALID_PAYLOAD,
} as const;

type ValuesOf<T> = T[keyof T];
export type CryptoErrorMessage =
  ValuesOf<typeof orderErrors> | ValuesOf<typeof walletErrors> | ValuesOf<typeof payoutErrors>;

/** The status each crypto message comes with. */
export const cryptoErrorStatus: Record<CryptoErrorMessage, 400 | 403 | 404> = {
  [orderErrors.volumeBelowMinimum]: 400,
  [orderErrors.volumeTooManyDecimals]: 400,
  [orderErrors.volumeTooLong]: 400,
  [orderErrors.volumeZero]: 400,
  [orderErrors.pairNotSupported]: 400,
  [orderErrors.orderTypeDisabled]: 400,
  [orderErrors.desiredPriceRequired]: 400,
  [orderErrors.desiredPriceInvalid]: 400,
  [orderErrors.accountCurrencyMismatch]: 400,
  [orderErrors.senderNoAccess]: 403,
  [orderErrors.accountNotActive]: 403,
  [orderErrors.balanceNotEnough]: 400,
  [orderErrors.exchangeNotOffered]: 403,
  [orderErrors.orderNotFound]: 404,
  [orderErrors.invalidPayload]: 400,
  [walletErrors.currencyNotSupported]: 400,
  [walletErrors.networkNotSupported]: 400,
  [walletErrors.addressInvalid]: 400,
  [walletErrors.addressDuplicate]: 400,
  [payoutErrors.walletNotFound]: 404,
  [payoutErrors.currencyMismatch]: 400,
  [payoutErrors.amountTooManyDecimals]: 400,
  [payoutErrors.amountBelowMinimum]: 400,
  [payoutErrors.accountNotFound]: 404,
  [payoutErrors.accountCurrencyMismatch]: 400,
};
