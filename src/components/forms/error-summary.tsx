import { useEffect, useRef } from 'react';

export interface SummaryItem {
  /** The id of the field the message concerns; omitted for form-level messages. */
  field?: string | undefined;
  message: string;
}

/**
 * The error summary at the top of a form (GOV.UK Design System): it takes
 * focus when it appears or when `focusKey` changes (each submit), lists every
 * problem, and each item links to its field.
 */
export function ErrorSummary({
  title,
  items,
  focusKey,
}: {
  title: string;
  items: readonly SummaryItem[];
  focusKey: unknown;
}) {
  const box = useRef<HTMLDivElement>(null);
  const visible = items.length > 0;

  useEffect(() => {
    if (visible) box.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;
  return (
    <div
      className="error-summary"
      ref={box}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      role="alert"
    >
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={`${item.field ?? ''}:${item.message}`}>
            {item.field ? (
              <a
                href={`#${item.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.field ?? '')?.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Turns react-hook-form's errors into summary items, in field order. */
export function summaryItems(
  errors: Partial<Record<string, { message?: string | undefined } | undefined>>,
  order: readonly string[],
): SummaryItem[] {
  return order.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
}
