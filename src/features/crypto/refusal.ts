import { apiMessageOf, describeError } from '../../api/errors';
import type { MessageKey } from '../../lib/i18n/messages-en';

/** A definite refusal (4xx) in plain words, at the form's field it concerns. */
export interface FieldRefusal<TField extends string> {
  /** The field the refusal concerns, or null when it concerns what was sent as a whole. */
  field: TField | null;
  key: MessageKey;
  /** The bank's (or exchange's) own words, shown beside the explanation. */
  bankText: string | null;
}

/** The refusals a form knows: each message of src/api/crypto/errors.ts with its field and words. */
export type RefusalTable<TField extends string> = Partial<
  Record<string, { field: TField | null; key: MessageKey }>
>;

/**
 * `error` as a refusal of the form: a message of `table` at its field, in its words; any other
 * is explained as a whole (describeError), with the bank's words.
 */
export function fieldRefusalOf<TField extends string>(
  error: unknown,
  table: RefusalTable<TField>,
): FieldRefusal<TField> {
  const bankText = apiMessageOf(error);
  const known = bankText !== null && Object.hasOwn(table, bankText) ? table[bankText] : undefined;
  if (!known) return { field: null, key: describeError(error).key, bankText };
  return { field: known.field, key: known.key, bankText };
}
