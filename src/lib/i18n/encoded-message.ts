import type { AreaMessagesEn } from './en/areas';
import type { I18n, TranslateVars } from './i18n';
import type { en, MessageKey } from './messages-en';

/**
 * Messages that travel as plain strings (zod issues, then react-hook-form
 * errors) and are translated where they are shown. The format:
 *
 *   `validation.name.required`                 a key without values
 *   `validation.amount.tooLong|{"max":14}`     a key, `|`, then its values as JSON
 *
 * A value is text, a number, or `{ "key": "…" }`: another key, translated and
 * put in its place (e.g. the `{label}` of a query parameter). `encodeMessage`
 * checks at compile time that the values match the English text's
 * placeholders; `translateMessage` turns a message back into text and leaves
 * anything that is not a known key (plain text) as it is.
 */

type EnglishCatalog = typeof en & AreaMessagesEn;

/** The `{placeholder}` names of a text, as a union (never when it has none). */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A value of an encoded message: text, a number, or another key translated in its place. */
export type MessageValue = string | number | { readonly key: MessageKey };

/** The values a key takes: nothing, or one value for each placeholder of its English text. */
export type MessageValuesOf<K extends MessageKey> = [PlaceholdersOf<EnglishCatalog[K]>] extends [
  never,
]
  ? []
  : [values: Record<PlaceholdersOf<EnglishCatalog[K]>, MessageValue>];

const SEPARATOR = '|';

/** `key`, or `key|{…values}` when the text has placeholders. */
export function encodeMessage<K extends MessageKey>(key: K, ...values: MessageValuesOf<K>): string {
  const [vars] = values;
  return vars ? `${key}${SEPARATOR}${JSON.stringify(vars)}` : key;
}

export interface DecodedMessage {
  key: string;
  values: Readonly<Record<string, MessageValue>> | undefined;
}

function isMessageValue(value: unknown): value is MessageValue {
  if (typeof value === 'string' || typeof value === 'number') return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  );
}

/** Splits a message into key and values; null when the values are not valid JSON of the format. */
export function decodeMessage(message: string): DecodedMessage | null {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message, values: undefined };
  let values: unknown;
  try {
    values = JSON.parse(message.slice(at + SEPARATOR.length));
  } catch {
    return null;
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  if (!Object.values(values).every(isMessageValue)) return null;
  return { key: message.slice(0, at), values: values as Record<string, MessageValue> };
}

/** A string shaped like a text key ("validation.amount.tooLong"), not a sentence. */
const KEY_SHAPE = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/;

/**
 * The text of a message: a known key (with its values) is translated; plain text (zod's own
 * messages) is returned unchanged. A key whose area's texts were not registered goes through
 * `t`, which says so loudly, rather than showing as if it were text.
 */
export function translateMessage(message: string, { t, has }: Pick<I18n, 't' | 'has'>): string {
  const decoded = decodeMessage(message);
  if (!decoded) return message;
  if (!has(decoded.key))
    return KEY_SHAPE.test(decoded.key) ? t(decoded.key as MessageKey) : message;
  if (!decoded.values) return t(decoded.key);
  const vars: TranslateVars = {};
  for (const [name, value] of Object.entries(decoded.values)) {
    if (typeof value !== 'object') vars[name] = value;
    else vars[name] = has(value.key) ? t(value.key) : value.key;
  }
  return t(decoded.key, vars);
}
