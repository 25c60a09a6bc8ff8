import { act, renderHook } from '@testing-library/react';
import type { MutateOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useSendOnce, type SendOutcome } from './use-send-once';

type Options = MutateOptions<string, Error, number, unknown>;

/** A stand-in mutation that records each call and lets the test answer it. */
function fakeMutation() {
  const calls: { variables: number; options: Options | undefined }[] = [];
  const mutate = vi.fn((variables: number, options?: Options) => {
    calls.push({ variables, options });
  });
  const answer = (index: number, data: string) =>
    act(() => void calls[index]?.options?.onSuccess?.(data, index, undefined, {} as never));
  const fail = (index: number, error: Error) =>
    act(() => void calls[index]?.options?.onError?.(error, index, undefined, {} as never));
  return { mutation: { mutate, isPending: false }, calls, answer, fail };
}

/** A refusal is an error whose message says so; any other failure leaves the outcome unknown. */
const outcomeOf = (error: Error): SendOutcome =>
  error.message === 'refused' ? 'refused' : 'unknown';

function setup() {
  const fake = fakeMutation();
  const hook = renderHook(() =>
    useSendOnce(fake.mutation, {
      variablesOf: (item: { amount: number }) => item.amount,
      unknownOf: (item, sentAt) => ({ item, sentAt }),
      outcomeOf,
    }),
  );
  return { ...fake, hook };
}

describe('useSendOnce: money is sent once, never again by itself', () => {
  it('sends once for two confirms in the same tick, and keeps the answer', () => {
    const { calls, answer, hook } = setup();
    act(() => {
      const { send } = hook.result.current;
      send({ amount: 1 }, { onRefused: vi.fn() });
      send({ amount: 1 }, { onRefused: vi.fn() });
    });
    expect(calls.map((call) => call.variables)).toEqual([1]);
    answer(0, 'done');
    expect(hook.result.current.answer).toBe('done');
    expect(hook.result.current.unknown).toBeNull();
  });

  it('a refusal goes to the flow, and the corrected request may be sent', () => {
    const { calls, fail, hook } = setup();
    const onRefused = vi.fn();
    act(() => hook.result.current.send({ amount: 1 }, { onRefused }));
    const refusal = new Error('refused');
    fail(0, refusal);
    expect(onRefused).toHaveBeenCalledWith(refusal);
    expect(hook.result.current.unknown).toBeNull();
    act(() => hook.result.current.send({ amount: 2 }, { onRefused }));
    expect(calls.map((call) => call.variables)).toEqual([1, 2]);
  });

  it('any other failure leaves the outcome unknown: no second send until sendAgain', () => {
    const { calls, fail, hook } = setup();
    const onRefused = vi.fn();
    act(() => hook.result.current.send({ amount: 1 }, { onRefused }));
    fail(0, new Error('timeout'));
    expect(onRefused).not.toHaveBeenCalled();
    expect(hook.result.current.unknown).toEqual({
      item: { amount: 1 },
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    act(() => hook.result.current.send({ amount: 1 }, { onRefused }));
    expect(calls).toHaveLength(1);

    act(() => hook.result.current.sendAgain({ amount: 1 }, { onRefused }));
    expect(calls).toHaveLength(2);
    expect(hook.result.current.unknown).toBeNull();
  });
});
