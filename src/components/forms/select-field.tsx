import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

/**
 * A labelled select with an optional hint and an error tied to it (id = `name`). With a
 * `placeholder`, an empty first option asks for a choice.
 */
export function SelectField({
  name,
  label,
  hint,
  placeholder,
  options,
  value,
  onChange,
  error,
  className,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  placeholder?: string | undefined;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  className?: string | undefined;
}) {
  return (
    <Field id={name} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          id={name}
          name={name}
          value={value}
          {...control}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
