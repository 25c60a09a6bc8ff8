import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers that still follow real time (msw's answers and userEvent keep working); with
 * `date`, `Date` is faked too, for screens that count down. Undo with `vi.useRealTimers()`.
 */
export function useFakeTimers({ date = false }: { date?: boolean } = {}) {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      ...(date ? (['Date'] as const) : []),
    ],
  });
}

/** Lets `ms` of fake time pass, flushing the requests and renders it causes. */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The tab is shown or hidden, as the browser tells the page (`visibilitychange`). */
export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
