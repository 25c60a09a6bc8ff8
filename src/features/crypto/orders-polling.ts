import { useCallback, useEffect, useRef, useState } from 'react';
import { useDocumentVisible } from '../../hooks/use-document-visible';

// Assumption A-134 (docs/assumptions.md): an order not yet readable is looked for every 2 s,
// at most 30 times (about a minute of the page being visible), then the customer is told to
// check again later, with a button that starts another round.
export const RECORDING_POLL_MS = 2_000;
export const RECORDING_POLL_ATTEMPTS = 30;

export interface BoundedPolling {
  /** True once every attempt of this round is spent while still `active`. */
  exhausted: boolean;
  /** Looks again now and starts a new round of attempts. */
  restart: () => void;
}

/**
 * Calls `poll` every `intervalMs` while `active` and the page is visible (never in a
 * background tab), at most `attempts` times; the count starts again each time `active`
 * turns on. The first read is the caller's own (a query's fetch on mount).
 */
export function useBoundedPolling(
  active: boolean,
  poll: () => void,
  { intervalMs = RECORDING_POLL_MS, attempts = RECORDING_POLL_ATTEMPTS } = {},
): BoundedPolling {
  const visible = useDocumentVisible();
  const [done, setDone] = useState(0);
  const [wasActive, setWasActive] = useState(active);
  const latestPoll = useRef(poll);
  useEffect(() => {
    latestPoll.current = poll;
  });

  // A new round whenever polling starts again (adjusted while rendering, not in an effect).
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setDone(0);
  }

  const running = active && visible && done < attempts;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      latestPoll.current();
      setDone((count) => count + 1);
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [running, done, intervalMs]);

  const restart = useCallback(() => {
    setDone(0);
    latestPoll.current();
  }, []);

  return { exhausted: active && done >= attempts, restart };
}
