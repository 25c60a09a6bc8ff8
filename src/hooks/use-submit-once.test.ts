import { act, renderHook } from '@testing-library/react';
import type { MutateOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce, type ResendPolicy } from './use-submit-once';

type Options = MutateOptions<string, Error, number, unknown>;

/** A stand-in mutation that records each call and lets the test answer it. */
function fakeMutation() {
  const calls: { variables: number; options: Options | undefined }[] = [];
  const mutate = vi.fn((variables: number, options?: Options) => {
    calls.push({ variables, options });
  });
  const fail = (index: number) =>
    act(() => {
      void calls[index]?.options?.onError?.(new Error('down'), index, undefined, {} as never);
    });
  return { mutation: { mutate }, calls, fail };
}

function setup(resend?: ResendPolicy) {
  const fake = fakeMutation();
  const hook = renderHook(() => useSubmitOnce(fake.mutation, resend ? { resend } : undefined));
  return { ...fake, hook };
}

describe('useSubmitOnce', () => {
  it('sends once for two submits in the same tick and says it was sent', () => {
    const { calls, hook } = setup();
    expect(hook.result.current.sent).toBe(false);
    let results: boolean[] = [];
    act(() => {
      const { submit } = hook.result.current;
      results = [submit(1), submit(2)];
    });
    expect(results).toEqual([true, false]);
    expect(calls.map((call) => call.variables)).toEqual([1]);
    expect(hook.result.current.sent).toBe(true);
  });

  it('afterError: may send again once the request failed, and passes the error on', () => {
    const { calls, fail, hook } = setup();
    const onError = vi.fn();
    act(() => void hook.result.current.submit(1, { onError }));
    act(() => void hook.result.current.submit(2));
    expect(calls).toHaveLength(1);
    fail(0);
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => void hook.result.current.submit(3));
    expect(calls.map((call) => call.variables)).toEqual([1, 3]);
  });

  it('never: stays sent after a failure until reset', () => {
    const { calls, fail, hook } = setup('never');
    act(() => void hook.result.current.submit(1));
    fail(0);
    act(() => void hook.result.current.submit(2));
    expect(calls).toHaveLength(1);
    expect(hook.result.current.sent).toBe(true);
    act(() => hook.result.current.reset());
    expect(hook.result.current.sent).toBe(false);
    act(() => void hook.result.current.submit(4));
    expect(calls.map((call) => call.variables)).toEqual([1, 4]);
  });
});
