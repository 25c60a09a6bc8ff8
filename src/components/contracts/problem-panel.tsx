import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A panel that explains a problem. After an action (`takeFocus`) it takes focus
 * when it appears, so keyboard and screen-reader users land on the explanation.
 */
export function ProblemPanel({
  title,
  takeFocus = false,
  children,
}: {
  title: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <div className="contract-problem" role="alert" tabIndex={-1} ref={panel}>
      <h2 className="contract-problem__title">{title}</h2>
      {children}
    </div>
  );
}
