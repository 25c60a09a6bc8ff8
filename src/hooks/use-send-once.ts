import type { MutateOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSubmitOnce } from './use-submit-once';

/** What the flow does when the bank refuses what was sent (a definite refusal). */
export interface SendHandlers<TError = unknown> {
  onRefused: (error: TError) => void;
}

/**
 * What a failed send says about the money: `refused`, the bank did not carry it out (a 4xx);
 * `unknown`, it may have been carried out (no answer, a timeout, a 5xx, an answer of the wrong
 * shape). The API layer decides (sendOutcomeOf in src/api/transfers/outcome.ts).
 */
export type SendOutcome = 'refused' | 'unknown';

/**
 * The one send-once of money movement (transfers, crypto orders, payouts): sends what the
 * person confirmed at most once (useSubmitOnce with `never`: a double click, a double Enter, a
 * re-render or Back-then-Confirm sends one request), never retried by itself. A refusal
 * (`outcomeOf` says `refused`) is definite, after which the corrected request may be sent; any
 * other failure leaves the outcome unknown (`unknown`, as `unknownOf` describes the send), and
 * only `sendAgain` (the person's explicit choice) sends it once more.
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
    outcomeOf,
  }: {
    /** The request's variables for what the person confirmed. */
    variablesOf: (item: TItem) => TVariables;
    /** What to remember of a send whose answer was lost (`sentAt`: when it left, ISO 8601). */
    unknownOf: (item: TItem, sentAt: string) => TUnknown;
    /** Whether a failure is a definite refusal or leaves the outcome unknown. */
    outcomeOf: (error: TError) => SendOutcome;
  },
) {
  const once = useSubmitOnce(mutation, { resend: 'never' });
  const [answer, setAnswer] = useState<TData | null>(null);
  const [unknown, setUnknown] = useState<TUnknown | null>(null);
  const { reset: resetOnce } = once;

  const send = (item: TItem, { onRefused }: SendHandlers<TError>) => {
    const sentAt = new Date().toISOString();
    once.submit(variablesOf(item), {
      onSuccess: (data) => setAnswer(() => data),
      onError: (error) => {
        if (outcomeOf(error) === 'refused') {
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

  const sendAgain = (item: TItem, handlers: SendHandlers<TError>) => {
    reset();
    send(item, handlers);
  };

  return { send, sendAgain, reset, answer, unknown, pending: mutation.isPending };
}
