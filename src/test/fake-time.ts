import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Real timers, taken before any test fakes them. */
const realSetInterval = globalThis.setInterval;
const realClearInterval = globalThis.clearInterval;
/** The real interval that runs what is due at the fake clock's present (one at a time). */
let pump: ReturnType<typeof setInterval> | undefined;

/** Stops the pump; the test setup calls it after every test, whatever the test did. */
export function stopFakeTimePump() {
  if (pump !== undefined) realClearInterval(pump);
  pump = undefined;
}

/**
 * Fake timers whose clock moves only when a test says so (`wait`), whatever the machine's
 * load: a test that checks "not yet at 5.9 s" means exactly 5.9 s. What is due now still
 * runs without the test's help: a real interval runs the timers due at the fake clock's
 * present (React Query's notifications, userEvent's and msw's zero-delay steps), never
 * moving the clock. With `date`, `Date` is faked too, for screens that count down. Undo
 * with `vi.useRealTimers()` (the pump then stops by itself).
 */
export function useFakeTimers({ date = false }: { date?: boolean } = {}) {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      ...(date ? (['Date'] as const) : []),
    ],
  });
  stopFakeTimePump();
  pump = realSetInterval(() => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
    else stopFakeTimePump();
  }, 5);
  // Never what keeps a test process alive.
  (pump as { unref?: () => void }).unref?.();
}

/** Lets `ms` of fake time pass, flushing the requests and renders it causes. */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Real time, taken before any test fakes it. */
const realSetTimeout = globalThis.setTimeout;
const realNow = () => performance.now();

/** How long, in real time, waitUntilFound still looks once its fake limit has passed. */
const REAL_TIME_BOUND_MS = 20_000;

/**
 * Lets fake time pass in steps of `stepMs` until `find` returns something, and returns it: for
 * a state that comes after a poll whose answer may land late on a loaded machine (the next
 * poll is then armed later too, so a fixed `wait` can stop short of it). Past `limitMs` of fake
 * time the clock stands still and it goes on looking in real time, up to a bound: what comes
 * by real work rather than by the clock (a screen's code loaded on demand, which took longer
 * than 480 fake steps beside other work on two cores) is not a failure for being slow.
 */
export async function waitUntilFound<T>(
  find: () => T | null | undefined,
  { stepMs = 250, limitMs = 120_000 }: { stepMs?: number; limitMs?: number } = {},
): Promise<T> {
  for (let waited = 0; waited <= limitMs; waited += stepMs) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    await wait(stepMs);
  }
  const started = realNow();
  while (realNow() - started < REAL_TIME_BOUND_MS) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));
    await wait(0);
  }
  throw new Error(`not found after ${limitMs} ms of fake time`);
}

/** The tab is shown or hidden, as the browser tells the page (`visibilitychange`). */
export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
