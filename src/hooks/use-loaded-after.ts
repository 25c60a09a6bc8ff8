import { useEffect, useState } from 'react';

/**
 * Whether the code `load` fetches has arrived (or failed to), asked for once `ready` has been
 * true in a commit: after what that commit drew is on screen, never while React renders it. A
 * lazily loaded part rendered from then on does not wait for its code; one whose code failed
 * to load fails as a lazily loaded screen would (its error boundary offers to try again).
 * `load` should be stable (a module-level function): a module is fetched once however often.
 */
export function useLoadedAfter(ready: boolean, load: () => Promise<unknown>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!ready) return;
    const settle = () => setLoaded(true);
    load().then(settle, settle);
  }, [ready, load]);
  return loaded;
}
