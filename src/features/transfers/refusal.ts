import { apiMessageOf, describeError } from '../../api/errors';
import {
  internalTransferErrors as e,
  type InternalTransferError,
} from '../../api/transfers/errors';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { FieldName } from './prepare-transfer';
import type { RecipientKind } from './transfer-draft';
import { transfersEn } from '../../lib/i18n/en/transfers';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(transfersEn);

/** Where a refusal belongs: the amount, the source account, the recipient, or the whole form. */
type Target = 'amount' | 'source' | 'recipient' | 'summary';

const REFUSALS: Record<InternalTransferError, { target: Target; key: MessageKey }> = {
  [e.amountTooBig]: { target: 'amount', key: 'transfers.refused.amountTooBig' },
  [e.balanceNotEnough]: { target: 'amount', key: 'transfers.refused.balanceNotEnough' },
  [e.accountContractNotAcceptable]: { target: 'source', key: 'transfers.refused.sourceContract' },
  [e.quotaOver]: { target: 'summary', key: 'transfers.refused.quotaOver' },
  [e.persistedRecipientMethodUnsupported]: {
    target: 'recipient',
    key: 'transfers.refused.savedMethod',
  },
  [e.recipientConfigurationNotAcceptable]: {
    target: 'recipient',
    key: 'transfers.refused.recipientConfiguration',
  },
  [e.recipientContractNotAcceptable]: {
    target: 'recipient',
    key: 'transfers.refused.recipientContract',
  },
  [e.recipientCurrencyMismatch]: { target: 'recipient', key: 'transfers.refused.currencyMismatch' },
  [e.senderNoContract]: { target: 'summary', key: 'transfers.refused.noContract' },
  [e.senderNoAccess]: { target: 'source', key: 'transfers.refused.sourceNoAccess' },
  [e.accountNoProductAccess]: { target: 'source', key: 'transfers.refused.sourceNoProduct' },
  [e.accountNotActive]: { target: 'source', key: 'transfers.refused.sourceNotActive' },
  [e.recipientBlocked]: { target: 'recipient', key: 'transfers.refused.recipientBlocked' },
  [e.recipientNoProductAccess]: {
    target: 'recipient',
    key: 'transfers.refused.recipientNoProduct',
  },
  [e.recipientNotActive]: { target: 'recipient', key: 'transfers.refused.recipientNotActive' },
  [e.senderNotFound]: { target: 'summary', key: 'transfers.refused.senderNotFound' },
  [e.persistedRecipientNotFound]: { target: 'recipient', key: 'transfers.refused.savedNotFound' },
  [e.recipientAccountNotFound]: { target: 'recipient', key: 'transfers.refused.recipientNotFound' },
};

const RECIPIENT_FIELD: Record<RecipientKind, Record<'phone' | 'email', FieldName>> = {
  own: { phone: 'toAccountId', email: 'toAccountId' },
  customer: { phone: 'phone', email: 'email' },
  saved: { phone: 'savedKey', email: 'savedKey' },
  sepa: { phone: 'iban', email: 'iban' },
};

export interface Refusal {
  /** The field the refusal concerns, or null when it concerns the transfer as a whole. */
  field: FieldName | null;
  key: MessageKey;
  /** The bank's own words, shown beside the explanation. */
  bankText: string | null;
}

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
  const bankText = apiMessageOf(error);
  const known =
    bankText && Object.hasOwn(REFUSALS, bankText)
      ? REFUSALS[bankText as InternalTransferError]
      : undefined;
  if (!known) return { field: null, key: describeError(error).key, bankText };
  const field: FieldName | null =
    known.target === 'amount'
      ? 'amount'
      : known.target === 'source'
        ? 'fromId'
        : known.target === 'recipient'
          ? RECIPIENT_FIELD[kind][searchBy]
          : null;
  return { field, key: known.key, bankText };
}
