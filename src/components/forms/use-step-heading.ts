import { useEffect, useRef } from 'react';

/**
 * The heading of a flow's current step (details, review, outcome). When the step changes after
 * the first render, `onChange` runs (e.g. to name the step in the document title) and the
 * heading takes focus, so the change is announced; unless `focus` is false (a refusal's error
 * summary takes it instead).
 */
export function useStepHeading(
  step: string,
  { focus, onChange }: { focus: boolean; onChange?: () => void },
) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    onChange?.();
    if (focus) heading.current?.focus();
  }, [step, focus, onChange]);
  return heading;
}
