import { useCallback, useState } from 'react';
import {
  useExternalTransferMutation,
  useInternalTransferMutation,
} from '../../api/transfers/mutations';
import { sendOutcomeOf } from '../../api/transfers/outcome';
import type { TransferResult } from '../../api/transfers/schemas';
import { useSubmitOnce } from '../../hooks/use-submit-once';
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
 * Sends a prepared transfer at most once (useSubmitOnce with `never`: a double click, a double
 * Enter, a re-render or Back-then-Confirm sends one POST). A 4xx is a definite refusal, after
 * which the corrected transfer may be sent; any other failure leaves the outcome unknown, and
 * only `sendAgain` (the person's explicit choice) can send it once more.
 */
export function useSendTransfer() {
  const internal = useInternalTransferMutation();
  const external = useExternalTransferMutation();
  const internalOnce = useSubmitOnce(internal, { resend: 'never' });
  const externalOnce = useSubmitOnce(external, { resend: 'never' });
  const [sent, setSent] = useState<TransferResult | null>(null);
  const [unknown, setUnknown] = useState<UnknownSend | null>(null);
  const { reset: resetInternal } = internalOnce;
  const { reset: resetExternal } = externalOnce;

  const send = (
    transfer: PreparedTransfer,
    { onRefused }: { onRefused: (error: unknown) => void },
  ) => {
    const sentAt = new Date().toISOString();
    const handlers = {
      onSuccess: (result: TransferResult) => setSent(result),
      onError: (error: unknown) => {
        if (sendOutcomeOf(error) === 'refused') {
          // The bank did not carry it out: once corrected, it may be sent.
          resetInternal();
          resetExternal();
          onRefused(error);
        } else setUnknown({ transfer, sentAt });
      },
    };
    const { request } = transfer;
    if (request.type === 'internal') internalOnce.submit(request.body, handlers);
    else externalOnce.submit(request.body, handlers);
  };

  const reset = useCallback(() => {
    resetInternal();
    resetExternal();
    setSent(null);
    setUnknown(null);
  }, [resetInternal, resetExternal]);

  const sendAgain = (
    transfer: PreparedTransfer,
    options: { onRefused: (error: unknown) => void },
  ) => {
    reset();
    send(transfer, options);
  };

  return {
    send,
    sendAgain,
    reset,
    sent,
    unknown,
    pending: internal.isPending || external.isPending,
  };
}
