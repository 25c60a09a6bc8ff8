import type { MutateOptions } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * When a form may send again:
 * - `afterError` (the default): once the request has failed, so the person can correct the
 *   form or press again. After a success the form stays sent (it is done). For requests that
 *   are harmless to repeat or that the bank refuses twice: profile, phone, contract, opening
 *   or activating an account.
 * - `never`: one-shot. The form stays sent whatever the answer, until the caller calls
 *   `reset()`. For money movement (transfers, orders, payouts): it is never retried
 *   automatically, and a fault after sending means the outcome is unknown; the caller
 *   uses `sent` to say so and to look for the result, then decides whether to `reset()`.
 */
export type ResendPolicy = 'afterError' | 'never';

/** The one thing this hook needs of a react-query mutation. */
interface Mutation<TData, TError, TVariables, TContext> {
  mutate: (
    variables: TVariables,
    options?: MutateOptions<TData, TError, TVariables, TContext>,
  ) => void;
}

export interface SubmitOnce<TData, TError, TVariables, TContext> {
  /**
   * Sends `variables` unless a request of this form is in flight (or, with `never`, was ever
   * sent). Returns whether it sent. The guard is a ref, set in the same tick: two submit
   * events before React re-renders still send one request.
   */
  submit: (
    variables: TVariables,
    options?: MutateOptions<TData, TError, TVariables, TContext>,
  ) => boolean;
  /** A request has left for the bank (in this mount, or since the last `reset()`). */
  sent: boolean;
  /** Allows sending again (one-shot forms, after the caller has established the outcome). */
  reset: () => void;
}

/**
 * The one submit-once mechanism of every form that changes data: wraps a mutation so that a
 * double click, a double Enter or a re-render cannot send it twice. `isPending` alone cannot
 * guard this: it changes only when React renders again, after both events have run.
 */
export function useSubmitOnce<TData, TError, TVariables, TContext>(
  mutation: Mutation<TData, TError, TVariables, TContext>,
  { resend = 'afterError' }: { resend?: ResendPolicy } = {},
): SubmitOnce<TData, TError, TVariables, TContext> {
  const locked = useRef(false);
  const [sent, setSent] = useState(false);
  const { mutate } = mutation;

  const submit = useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (locked.current) return false;
      locked.current = true;
      setSent(true);
      mutate(variables, {
        ...options,
        onError: (...args) => {
          if (resend === 'afterError') locked.current = false;
          return options?.onError?.(...args);
        },
      });
      return true;
    },
    [mutate, resend],
  );

  const reset = useCallback(() => {
    locked.current = false;
    setSent(false);
  }, []);

  return { submit, sent, reset };
}
