// The setup of every test of the app's code: without a DOM for the logic (src/domain,
// src/utils, src/api), and beneath ./setup.ts for the tests that draw. An unexpected console.error fails
// its test; waits have a generous limit.
import { forgetEarlyAnswers } from '../api/early-answers';
import { unreadableItems } from '../api/shared/tolerant';
import { recordConsoleError, resetConsoleErrors, untakenConsoleErrors } from './console-errors';
import { stopFakeTimePump } from './fake-clock';
import { afterEach, beforeEach, vi } from 'vitest';

// How long a test waits for what it expects before failing: the waits end as soon as the
// state is reached, so a long limit costs nothing on a quiet machine and keeps a machine
// under load (CI shares two cores) from failing a test that is only slow (issue 20 §3).
export const ASYNC_LIMIT_MS = 10_000;
const waitForWithLimit = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitForWithLimit(
    callback,
    typeof options === 'number'
      ? Math.max(options, ASYNC_LIMIT_MS)
      : { ...options, timeout: Math.max(options?.timeout ?? 0, ASYNC_LIMIT_MS) },
  )) as typeof vi.waitFor;

// No texts are registered here: each module registers the areas whose keys it names, and a
// missing one is a console.error (src/lib/i18n/i18n.tsx), which fails its test below.

// A fake clock's pump never outlives its test (src/test/fake-time.ts); nor does what the app
// keeps for a session: the logic's files share their modules (vitest.config.ts).
afterEach(() => {
  stopFakeTimePump();
  unreadableItems.clear();
  forgetEarlyAnswers();
});

// An unexpected console.error fails the test that caused it (strict test hygiene); a test that
// expects one takes it (takeConsoleErrors in ./console-errors).
beforeEach(() => {
  resetConsoleErrors();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recordConsoleError(args));
});
afterEach(() => {
  const left = untakenConsoleErrors();
  if (left.length > 0) {
    const first = left[0]?.map(String).join(' ');
    throw new Error(`console.error was called ${left.length} time(s): ${first}`);
  }
});
