import { useTransferMutation } from '../../api/transfers/mutations';
import { sendOutcomeOf } from '../../api/transfers/outcome';
import { useSendOnce } from '../../hooks/use-send-once';
import type { PreparedTransfer } from './prepare-transfer';

/** A send whose answer was lost: what to look for in the source's transactions. */
export interface UnknownSend {
  transfer: PreparedTransfer;
  /** When the request left (ISO 8601), to look only at transactions made since. */
  sentAt: string;
}

/** The search for a transfer whose answer was lost (see useSentTransferSearch). */
export function searchParamsOf({ transfer, sentAt }: UnknownSend) {
  const { recipient, source } = transfer;
  return {
    accountId: source.id,
    ...(source.companyId ? { companyId: source.companyId } : {}),
    amount: transfer.amount,
    recipient:
      recipient.kind === 'own'
        ? { accountId: recipient.account.id }
        : recipient.kind === 'customer'
          ? { accountId: recipient.customer.accountId }
          : recipient.kind === 'saved'
            ? { key: recipient.recipient.recipientKey }
            : { iban: recipient.iban },
    sentAt,
  };
}

/**
 * Sends a prepared transfer at most once (see useSendOnce): internal or SEPA, as prepared. A
 * lost answer is remembered as what to look for in the source's transactions.
 */
export function useSendTransfer() {
  return useSendOnce(useTransferMutation(), {
    variablesOf: (transfer: PreparedTransfer) => transfer.request,
    unknownOf: (transfer, sentAt): UnknownSend => ({ transfer, sentAt }),
    outcomeOf: sendOutcomeOf,
  });
}
