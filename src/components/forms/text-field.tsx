import { Field } from './field';
import type { InputHTMLAttributes, Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Becomes the input's id (the error summary links to it). */
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with an optional hint and an error message tied to it by
 * aria-describedby (GOV.UK Design System's pattern). Works with
 * react-hook-form's `register()` spread.
 */
export function TextField({ name, label, hint, error, className, ref, ...input }: TextFieldProps) {
  return (
    <Field id={name} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input ref={ref} id={name} name={name} className="field__input" {...control} {...input} />
      )}
    </Field>
  );
}
