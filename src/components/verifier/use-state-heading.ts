import { useEffect, useRef } from 'react';

/**
 * The heading of the verification state on screen: it takes focus when the state changes
 * there (not on arrival, nor while the state is still unknown), so the change is announced.
 */
export function useStateHeading(state: string | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (state === undefined) return;
    if (shown.current !== undefined && shown.current !== state) heading.current?.focus();
    shown.current = state;
  }, [state]);
  return heading;
}
