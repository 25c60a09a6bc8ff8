import { act } from '@testing-library/react';
import { vi } from 'vitest';

export { stopFakeTimePump, useFakeTimers } from './fake-clock';

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
