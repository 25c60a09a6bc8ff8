import { useCallback, useEffect, useRef, useState } from 'react';
import { joinSharedActivity, type SharedActivity } from './shared-activity';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number };

/**
 * Tracks user activity, in this tab and in the app's other tabs (shared-activity.ts): one idle
 * clock for all. After `timeoutSeconds - warningSeconds` of silence everywhere the phase
 * becomes "warning" with a countdown; at zero `onTimeout` runs once. Activity here during the
 * warning does not count (the user must answer it); activity in another tab does, as the
 * customer is at the app there (answering the warning there too).
 */
export function useIdleTimer({
  timeoutSeconds,
  warningSeconds,
  onTimeout,
}: {
  timeoutSeconds: number;
  warningSeconds: number;
  onTimeout: () => void;
}): { phase: IdlePhase; stayActive: () => void } {
  const lastActivity = useRef(0);
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  const warning = phase.kind === 'warning';
  const timedOut = useRef(false);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  const shared = useRef<SharedActivity | null>(null);
  useEffect(() => {
    lastActivity.current = Date.now();
    const joined = joinSharedActivity((at) => {
      lastActivity.current = Math.max(lastActivity.current, at);
    });
    shared.current = joined;
    // Opening or reloading a tab is the customer's doing: the others hear of it.
    joined?.share(lastActivity.current, { now: true });
    return () => {
      joined?.stop();
      shared.current = null;
    };
  }, []);

  useEffect(() => {
    if (warning) return;
    const touch = () => {
      lastActivity.current = Date.now();
      shared.current?.share(lastActivity.current);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
    };
  }, [warning]);

  useEffect(() => {
    const tick = () => {
      const idleSeconds = (Date.now() - lastActivity.current) / 1000;
      const left = Math.ceil(timeoutSeconds - idleSeconds);
      if (left <= 0) {
        if (!timedOut.current) {
          timedOut.current = true;
          onTimeoutRef.current();
        }
        return;
      }
      setPhase(
        left <= warningSeconds ? { kind: 'warning', secondsLeft: left } : { kind: 'active' },
      );
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [timeoutSeconds, warningSeconds]);

  const stayActive = useCallback(() => {
    lastActivity.current = Date.now();
    shared.current?.share(lastActivity.current, { now: true });
    setPhase({ kind: 'active' });
  }, []);

  return { phase, stayActive };
}
