import { useCallback, useEffect, useRef, useState } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export type IdlePhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number };

/**
 * Tracks user activity. After `timeoutSeconds - warningSeconds` of silence the
 * phase becomes "warning" with a countdown; at zero `onTimeout` runs once.
 * Activity during the warning does not count: the user must answer it.
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

  useEffect(() => {
    if (warning) return;
    const touch = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch);
    };
  }, [warning]);

  useEffect(() => {
    lastActivity.current = Date.now();
  }, []);

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
    setPhase({ kind: 'active' });
  }, []);

  return { phase, stayActive };
}
