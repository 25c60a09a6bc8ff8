import type { Ref } from 'react';

/**
 * What is happening while the customer waits on the bank ("Checking your identity…"): a polite
 * status whose line is read out when it appears, with an indicator that turns, or only fades
 * in place when the device asks for reduced motion (src/styles/progress.css). Rendered before
 * the wait starts and left empty (`text` null), its words are announced when they come.
 */
export function ProgressStatus({
  text,
  still = false,
  className,
  ref,
  tabIndex,
}: {
  text: string | null;
  /** The words alone, without the indicator: the wait is over or given up. */
  still?: boolean | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
  /** -1 when focus is moved to it (the control that had it went away). */
  tabIndex?: number | undefined;
}) {
  return (
    <div
      ref={ref}
      className={className ? `progress-status ${className}` : 'progress-status'}
      role="status"
      aria-live="polite"
      tabIndex={tabIndex}
    >
      {text ? (
        <>
          {still ? null : (
            <span
              className="spinner progress-status__indicator"
              data-progress-indicator=""
              aria-hidden="true"
            />
          )}
          <span>{text}</span>
        </>
      ) : null}
    </div>
  );
}
