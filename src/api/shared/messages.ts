// Validation messages of the request schemas: i18n keys, never English text.
// The texts live in src/lib/i18n/en/validation.ts; forms translate the keys
// with useTranslatedZodResolver (src/components/forms/use-zod-form-resolver.ts).
// The mock bank validates with the same schemas but never shows the messages.
import { encodeMessage, type MessageValuesOf } from '../../lib/i18n/encoded-message';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** The keys of the validation texts (`validation.<area>.<what>`). */
export type ValidationKey = Extract<MessageKey, `validation.${string}`>;

declare const validationMessage: unique symbol;
/** A schema message made by `msg`: a key, with its values when the text has placeholders. */
export type ValidationMessage = string & { readonly [validationMessage]: true };

/**
 * The message of a schema rule: `msg('validation.name.required')`, or with the
 * values of the text's placeholders, `msg('validation.amount.tooLong', { max: 14 })`
 * (encoded as `key|{"max":14}`, see src/lib/i18n/encoded-message.ts). Keys and
 * values are checked by the compiler against the English catalog.
 */
export function msg<K extends ValidationKey>(
  key: K,
  ...values: MessageValuesOf<K>
): ValidationMessage {
  return encodeMessage(key, ...values) as ValidationMessage;
}
