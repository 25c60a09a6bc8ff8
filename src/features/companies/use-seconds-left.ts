import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (ms since the epoch; null: none), at most `max`: 0 once it
 * has passed. Renders again once a second while counting, and not at all otherwise.
 */
export function useSecondsLeft(until: number | null, max: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (until === null) return 0;
  // `now` may be from before `until` was set: never more than the whole wait.
  return Math.min(max, Math.max(0, Math.ceil((until - now) / 1000)));
}

/** "0:59", "1:00": minutes and seconds of a short wait. */
export function formatWait(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
