import { accountErrors } from '../accounts/errors';
import { authorizationErrors } from '../shared/errors';

/** The messages of POST /v2/transfer/internal, by status, as the spec's table lists them. */
export const internalTransferErrors = {
  // 400
  amountTooBig: 'Amount is too big for this payment method',
  balanceNotEnough: 'Account balance is not enough',
  accountContractNotAcceptable: 'Account contract is not acceptable',
  quotaOver: accountErrors.quotaOver,
  persistedRecipientMethodUnsupported: 'Persisted recipient does not support this payment method',
  recipientConfigurationNotAcceptable: 'Recipient account configuration is not acceptable',
  recipientContractNotAcceptable: 'Recipient account contract is not acceptable',
  recipientCurrencyMismatch: 'Recipient account currency does not match',
  // 403
  senderNoContract: authorizationErrors.senderNoContract,
  senderNoAccess: authorizationErrors.senderNoAccess,
  accountNoProductAccess: authorizationErrors.accountNoProductAccess,
  accountNotActive: authorizationErrors.accountNotActive,
  recipientBlocked: 'Recipient is blocked',
  recipientNoProductAccess: 'Recipient account has no access to this product',
  recipientNotActive: 'Recipient account is not active',
  // 404
  senderNotFound: 'Sender not found',
  persistedRecipientNotFound: 'Persisted recipient not found',
  recipientAccountNotFound: 'Recipient account not found',
} as const;

export type InternalTransferError =
  (typeof internalTransferErrors)[keyof typeof internalTransferErrors];

/** The status each internal-transfer message comes with (the spec's table). */
export const internalTransferErrorStatus: Record<InternalTransferError, 400 | 403 | 404> = {
  [internalTransferErrors.amountTooBig]: 400,
  [internalTransferErrors.balanceNotEnough]: 400,
  [internalTransferErrors.accountContractNotAcceptable]: 400,
  [internalTransferErrors.quotaOver]: 400,
  [internalTransferErrors.persistedRecipientMethodUnsupported]: 400,
  [internalTransferErrors.recipientConfigurationNotAcceptable]: 400,
  [internalTransferErrors.recipientContractNotAcceptable]: 400,
  [internalTransferErrors.recipientCurrencyMismatch]: 400,
  [internalTransferErrors.senderNoContract]: 403,
  [internalTransferErrors.senderNoAccess]: 403,
  [internalTransferErrors.accountNoProductAccess]: 403,
  [internalTransferErrors.accountNotActive]: 403,
  [internalTransferErrors.recipientBlocked]: 403,
  [internalTransferErrors.recipientNoProductAccess]: 403,
  [internalTransferErrors.recipientNotActive]: 403,
  [internalTransferErrors.senderNotFound]: 404,
  [internalTransferErrors.persistedRecipientNotFound]: 404,
  [internalTransferErrors.recipientAccountNotFound]: 404,
};

/** The messages the spec lists for POST /v2/transfer (statuses not shown). */
export const externalTransferErrors = {
  amountTooBig: internalTransferErrors.amountTooBig,
  senderNoContract: internalTransferErrors.senderNoContract,
  senderNotFound: internalTransferErrors.senderNotFound,
} as const;
