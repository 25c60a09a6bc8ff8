import type { MutateOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { sendOutcomeOf } from '../../api/transfers/outcome';
import { useSubmitOnce } from '../../hooks/use-submit-once';

/** What the flow does when the exchange refuses what was sent (a 4xx). */
export interface SendHandlers {
  onRefused: (error: unknown) => void;
}

/**
 * Sends a reviewed request that moves money (an order, a payout) at most once (useSubmitOnce
 * with `never`: a double click, a double Enter, a re-render or Back-then-Confirm sends one
 * POST), never retried by itself. A 4xx is a definite refusal, after which the corrected
 * request may be sent; any other failure leaves the outcome unknown (`unknown`, as `unknownOf`
 * describes the send), and only `sendAgain` (the person's explicit choice) sends it once more.
 */
export function useSendOnce<TItem, TVariables, TData, TError, TContext, TUnknown>(
  mutation: {
    mutate: (
      variables: TVariables,
      options?: MutateOptions<TData, TError, TVariables, TContext>,
    ) => void;
    isPending: boolean;
  },
  {
    variablesOf,
    unknownOf,
  }: {
    /** The request's variables for what the person confirmed. */
    variablesOf: (item: TItem) => TVariables;
    /** What to remember of a send whose answer was lost (`sentAt`: when it left, ISO 8601). */
    unknownOf: (item: TItem, sentAt: string) => TUnknown;
  },
) {
  const once = useSubmitOnce(mutation, { resend: 'never' });
  const [answer, setAnswer] = useState<TData | null>(null);
  const [unknown, setUnknown] = useState<TUnknown | null>(null);
  const { reset: resetOnce } = once;

  const send = (item: TItem, { onRefused }: SendHandlers) => {
    const sentAt = new Date().toISOString();
    once.submit(variablesOf(item), {
      onSuccess: (data) => setAnswer(() => data),
      onError: (error) => {
        if (sendOutcomeOf(error) === 'refused') {
          // Nothing was carried out: once corrected, it may be sent.
          resetOnce();
          onRefused(error);
        } else setUnknown(() => unknownOf(item, sentAt));
      },
    });
  };

  const reset = useCallback(() => {
    resetOnce();
    setAnswer(null);
    setUnknown(null);
  }, [resetOnce]);

  const sendAgain = (item: TItem, handlers: SendHandlers) => {
    reset();
    send(item, handlers);
  };

  return { send, sendAgain, reset, answer, unknown, pending: mutation.isPending };
}
