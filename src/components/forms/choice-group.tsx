import type { ReactNode } from 'react';

export interface ChoiceOption {
  value: string;
  label: string;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  /** The label's language when it differs from the page's (a language's own name). */
  lang?: string | undefined;
}

/**
 * A radio group with a legend (GOV.UK "radios"), an error tied to it, and the first option's
 * id equal to `name` so that the error summary's link lands on it.
 */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  children,
}: {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children?: ReactNode;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className={['field', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
      <fieldset className="choice-group" aria-describedby={errorId}>
        <legend className="field__label">{legend}</legend>
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
        {options.map((option, index) => {
          const id = index === 0 ? name : `${name}-${index}`;
          const hintId = option.hint ? `${id}-hint` : undefined;
          return (
            <div className="choice-group__option" key={option.value}>
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-describedby={hintId}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id} lang={option.lang}>
                {option.label}
              </label>
              {option.hint ? (
                <p className="choice-group__hint" id={hintId}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          );
        })}
        {children}
      </fieldset>
    </div>
  );
}
