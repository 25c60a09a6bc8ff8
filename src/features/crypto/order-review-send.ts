import { useCallback, useState } from 'react';
import { useCreateOrderMutation } from '../../api/crypto/mutations';
import { sendOutcomeOf } from '../../api/transfers/outcome';
import { useSubmitOnce } from '../../hooks/use-submit-once';
import type { PreparedOrder } from './order-form-schema';
import type { UnknownOrder } from '../../api/crypto/order-search';

/**
 * Places a prepared order at most once (useSubmitOnce with `never`: a double click, a double
 * Enter, a re-render or Back-then-Confirm sends one POST), never retried. A 4xx is a definite
 * refusal, after which the corrected order may be placed; any other failure leaves the outcome
 * unknown, and only `placeAgain` (the person's explicit choice) can send it once more.
 */
export function useSendOrder(companyId: string | undefined) {
  const mutation = useCreateOrderMutation();
  const once = useSubmitOnce(mutation, { resend: 'never' });
  const [placedId, setPlacedId] = useState<string | null>(null);
  const [unknown, setUnknown] = useState<UnknownOrder | null>(null);
  const { reset: resetOnce } = once;

  const send = (order: PreparedOrder, { onRefused }: { onRefused: (error: unknown) => void }) => {
    const sentAt = new Date().toISOString();
    once.submit(
      { ...order.body, ...(companyId ? { companyId } : {}) },
      {
        onSuccess: (answer) => setPlacedId(answer.order.id),
        onError: (error) => {
          if (sendOutcomeOf(error) === 'refused') {
            // The exchange did not take it: once corrected, it may be placed.
            resetOnce();
            onRefused(error);
          } else setUnknown({ body: order.body, companyId, sentAt });
        },
      },
    );
  };

  const reset = useCallback(() => {
    resetOnce();
    setPlacedId(null);
    setUnknown(null);
  }, [resetOnce]);

  const placeAgain = (order: PreparedOrder, options: { onRefused: (error: unknown) => void }) => {
    reset();
    send(order, options);
  };

  return { send, placeAgain, reset, placedId, unknown, pending: mutation.isPending };
}
