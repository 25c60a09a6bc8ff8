import { fieldRefusalOf, type FieldRefusal, type KnownRefusal } from '../../api/shared/refusal';
import {
  internalTransferErrors as e,
  type InternalTransferError,
} from '../../api/transfers/errors';
import type { FieldName } from './prepare-transfer';
import type { RecipientKind } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(transfersEn);

/** Where a refusal belongs: the amount, the source account or the recipient (null: the whole form). */
type Target = 'amount' | 'source' | 'recipient';

const REFUSALS: Record<InternalTransferError, KnownRefusal<Target>> = {
  [e.amountTooBig]: { field: 'amount', key: 'transfers.refused.amountTooBig' },
  [e.balanceNotEnough]: { field: 'amount', key: 'transfers.refused.balanceNotEnough' },
  [e.accountContractNotAcceptable]: { field: 'source', key: 'transfers.refused.sourceContract' },
  [e.quotaOver]: { field: null, key: 'transfers.refused.quotaOver' },
  [e.persistedRecipientMethodUnsupported]: {
    field: 'recipient',
    key: 'transfers.refused.savedMethod',
  },
  [e.recipientConfigurationNotAcceptable]: {
    field: 'recipient',
    key: 'transfers.refused.recipientConfiguration',
  },
  [e.recipientContractNotAcceptable]: {
    field: 'recipient',
    key: 'transfers.refused.recipientContract',
  },
  [e.recipientCurrencyMismatch]: { field: 'recipient', key: 'transfers.refused.currencyMismatch' },
  [e.senderNoContract]: { field: null, key: 'transfers.refused.noContract' },
  [e.senderNoAccess]: { field: 'source', key: 'transfers.refused.sourceNoAccess' },
  [e.accountNoProductAccess]: { field: 'source', key: 'transfers.refused.sourceNoProduct' },
  [e.accountNotActive]: { field: 'source', key: 'transfers.refused.sourceNotActive' },
  [e.recipientBlocked]: { field: 'recipient', key: 'transfers.refused.recipientBlocked' },
  [e.recipientNoProductAccess]: {
    field: 'recipient',
    key: 'transfers.refused.recipientNoProduct',
  },
  [e.recipientNotActive]: { field: 'recipient', key: 'transfers.refused.recipientNotActive' },
  [e.senderNotFound]: { field: null, key: 'transfers.refused.senderNotFound' },
  [e.persistedRecipientNotFound]: { field: 'recipient', key: 'transfers.refused.savedNotFound' },
  [e.recipientAccountNotFound]: { field: 'recipient', key: 'transfers.refused.recipientNotFound' },
};

const RECIPIENT_FIELD: Record<RecipientKind, Record<'phone' | 'email', FieldName>> = {
  own: { phone: 'toAccountId', email: 'toAccountId' },
  customer: { phone: 'phone', email: 'email' },
  saved: { phone: 'savedKey', email: 'savedKey' },
  sepa: { phone: 'iban', email: 'iban' },
};

/** A refusal of a transfer, at the details step's field it concerns. */
export type Refusal = FieldRefusal<FieldName>;

const FIELD_OF: Record<Exclude<Target, 'recipient'>, FieldName> = {
  amount: 'amount',
  source: 'fromId',
};

/**
 * A definite refusal (4xx) in plain words, at the field it concerns: each message of the
 * spec's table (internal and SEPA transfers share theirs) has its place; any other refusal
 * is explained as a whole.
 */
export function refusalOf(
  error: unknown,
  kind: RecipientKind,
  searchBy: 'phone' | 'email',
): Refusal {
  const { field: target, ...refusal } = fieldRefusalOf(error, REFUSALS);
  const field =
    target === null
      ? null
      : target === 'recipient'
        ? RECIPIENT_FIELD[kind][searchBy]
        : FIELD_OF[target];
  return { ...refusal, field };
}
