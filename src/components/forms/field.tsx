import type { ReactNode } from 'react';

export interface FieldProps {
  /** The control's id (the error summary links to it); hint and error ids derive from it. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** The control, given what it must carry: `aria-describedby` and `aria-invalid`. */
  children: (control: {
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}

/**
 * A labelled form control with an optional hint and an error message tied to it by
 * aria-describedby (GOV.UK Design System's pattern): the one layout of every text field and
 * select, so their markup and accessibility wiring stay the same everywhere.
 */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--error' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {children({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
