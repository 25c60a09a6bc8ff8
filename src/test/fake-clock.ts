// The fake clock and its pump, without Testing Library: the logic's tests (no DOM) stop the
// pump after each test too (./setup-logic.ts). ./fake-time.ts adds the waits that draw.
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
