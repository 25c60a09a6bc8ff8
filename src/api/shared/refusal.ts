import type { MessageKey } from '../../lib/i18n/messages-en';
import { apiMessageOf, describeError, type ApiErrorMessage } from '../errors';

/** What a form says of one message of the spec's catalogue: the field it concerns, in words. */
export interface KnownRefusal<TField extends string> {
  /** The field the refusal concerns, or null when it concerns what was sent as a whole. */
  field: TField | null;
  key: MessageKey;
}

/** The refusals a form knows: messages of the catalogue (src/api/<resource>/errors.ts). */
export type RefusalTable<TField extends string> = Partial<
  Record<ApiErrorMessage, KnownRefusal<TField>>
>;

/** A definite refusal (4xx) in plain words, at the form's field it concerns. */
export interface FieldRefusal<TField extends string> extends KnownRefusal<TField> {
  /** The bank's (or exchange's) own words, shown beside the explanation. */
  bankText: string | null;
}

/** The table's entry for the message `error` came with, when the form knows it. */
export function knownRefusalOf<TField extends string>(
  error: unknown,
  table: RefusalTable<TField>,
): KnownRefusal<TField> | undefined {
  const message = apiMessageOf(error);
  return message !== null && Object.hasOwn(table, message)
    ? table[message as ApiErrorMessage]
    : undefined;
}

/**
 * `error` as a refusal of the form: a message of `table` at its field, in its words; any other
 * is explained as a whole (describeError), with the bank's words.
 */
export function fieldRefusalOf<TField extends string>(
  error: unknown,
  table: RefusalTable<TField>,
): FieldRefusal<TField> {
  const bankText = apiMessageOf(error);
  const known = knownRefusalOf(error, table);
  if (!known) return { field: null, key: describeError(error).key, bankText };
  return { field: known.field, key: known.key, bankText };
}
