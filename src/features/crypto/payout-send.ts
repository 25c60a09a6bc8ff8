import { useCallback, useState } from 'react';
import { useCreatePayoutMutation } from '../../api/crypto/mutations';
import type { CreatePayoutResponse } from '../../api/crypto/wallets';
import { sendOutcomeOf } from '../../api/transfers/outcome';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import type { PreparedPayout } from './payout-prepare';

/**
 * Sends a reviewed payout at most once (useSubmitOnce with `never`: a double click, a double
 * Enter, a re-render or Back-then-Confirm sends one POST). A 4xx is a definite refusal, after
 * which the corrected payout may be sent; any other failure leaves the outcome unknown, and
 * only `sendAgain` (the person's explicit choice) sends it once more. Never retried by itself.
 */
export function useSendPayout(companyId: string | undefined) {
  const mutation = useCreatePayoutMutation();
  const once = useSubmitOnce(mutation, { resend: 'never' });
  const [sent, setSent] = useState<CreatePayoutResponse | null>(null);
  const [unknown, setUnknown] = useState(false);
  const { reset: resetOnce } = once;

  const send = (payout: PreparedPayout, { onRefused }: { onRefused: (error: unknown) => void }) => {
    once.submit(
      { ...payout.body, ...(companyId ? { companyId } : {}) },
      {
        onSuccess: (response) => setSent(response),
        onError: (error) => {
          if (sendOutcomeOf(error) === 'refused') {
            // Nothing was sent: once corrected, it may be sent.
            resetOnce();
            onRefused(error);
            return;
          }
          setUnknown(true);
        },
      },
    );
  };

  const reset = useCallback(() => {
    resetOnce();
    setSent(null);
    setUnknown(false);
  }, [resetOnce]);

  const sendAgain = (payout: PreparedPayout, options: { onRefused: (error: unknown) => void }) => {
    reset();
    send(payout, options);
  };

  return { send, sendAgain, reset, sent, unknown, pending: mutation.isPending };
}
