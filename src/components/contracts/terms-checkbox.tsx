/**
 * The one checkbox that accepts a contract's terms, with its message next to it when it was
 * left unticked on submit.
 */
export function TermsCheckbox({
  id,
  label,
  checked,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  /** Shown above the box (and linked to it) while the terms are required and not accepted. */
  error: string | null;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <div className="checkbox">
        <input
          id={id}
          name={id}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          disabled={disabled}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
    </div>
  );
}
