import { useEffect } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import type { FormEvent } from 'react';
import type * as z4 from 'zod/v4/core';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { summaryItems } from './error-summary';
import { useTranslatedZodResolver } from './use-zod-form-resolver';

/**
 * The details step of a money flow (transfer, order, payout) as a react-hook-form form read
 * by `schema` through the translated zod resolver, like every other form. What is typed starts
 * from `draft` and goes back through `onDraft` as it changes, so the review's Back and a
 * refusal find it; a refusal's message is shown at its field. The error summary takes focus
 * (GOV.UK pattern), not the first invalid field, and a changed field drops its problem until
 * the next submit.
 */
export function useStepForm<T extends z4.$ZodType<FieldValues, FieldValues>>(
  schema: T,
  {
    draft,
    onDraft,
    refusal,
    fields,
  }: {
    draft: z4.input<T>;
    onDraft: (values: z4.input<T>) => void;
    /** The bank's refusal of the last send: its message's key, at its field if it has one. */
    refusal: { field: Path<z4.input<T>> | null | undefined; key: MessageKey } | null;
    /** The fields in page order (the error summary lists problems in it). */
    fields: readonly (keyof z4.input<T> & string)[];
  },
) {
  type Values = z4.input<T>;
  const { t } = useI18n();
  const form = useForm<Values, unknown, z4.output<T>>({
    resolver: useTranslatedZodResolver(schema),
    defaultValues: draft as DefaultValues<Values>,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const values = { ...draft, ...useWatch({ control: form.control }) } as Values;
  const items = summaryItems(
    form.formState.errors as Partial<Record<string, { message?: string | undefined }>>,
    fields,
  );
  const errors = Object.fromEntries(items.map(({ field, message }) => [field, message])) as Partial<
    Record<keyof Values, string>
  >;

  const refusedField = refusal?.field;
  const refusedMessage = refusal ? t(refusal.key) : undefined;
  useEffect(() => {
    if (refusedField && refusedMessage) {
      form.setError(refusedField, { type: 'bank', message: refusedMessage });
    }
  }, [form, refusedField, refusedMessage]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: next }) => onDraft(next),
      }),
    [form, onDraft],
  );

  /** Sets the fields of `patch` (then what `settle` makes of them) and drops their problems. */
  const change = (patch: Partial<Values>, settle?: (values: Values) => Values) => {
    const next: Partial<Values> = settle ? settle({ ...form.getValues(), ...patch }) : patch;
    for (const [field, value] of Object.entries(next)) {
      const path = field as Path<Values>;
      if (value !== form.getValues(path)) {
        form.setValue(path, value as PathValue<Values, Path<Values>>);
      }
    }
    form.clearErrors(Object.keys(patch) as Path<Values>[]);
  };

  /** A typed field's props: registered with the form, and dropping its problem as it changes. */
  const typed = (name: Path<Values>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  /** The form's submit handler: `onValid` gets the schema's output. */
  const submit = (onValid: (output: z4.output<T>) => void) => (event: FormEvent) =>
    void form.handleSubmit(onValid)(event);

  return {
    form,
    values,
    items,
    errors,
    change,
    typed,
    submit,
    submitCount: form.formState.submitCount,
  };
}
