import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { translateMessage } from '../../lib/i18n/encoded-message';
import { validationEn } from '../../lib/i18n/en/validation';
import { registerTexts, useI18n, type I18n } from '../../lib/i18n/i18n';

registerTexts(validationEn);

type Translator = Pick<I18n, 't' | 'has'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `types` of a field error (criteriaMode "all"): each message, or list of messages, translated. */
function translateTypes(types: Record<string, unknown>, i18n: Translator): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(types)) {
    if (typeof value === 'string') result[name] = translateMessage(value, i18n);
    else if (Array.isArray(value))
      result[name] = value.map((item: unknown) =>
        typeof item === 'string' ? translateMessage(item, i18n) : item,
      );
    else result[name] = value;
  }
  return result;
}

/**
 * A copy of react-hook-form's error tree with every message translated: field
 * errors (`{type, message, ref, types}`) at any depth, inside objects, arrays
 * (holes kept) and `root` entries. `ref` (a DOM element) is kept as it is.
 */
function translateErrors(node: unknown, i18n: Translator): unknown {
  if (Array.isArray(node)) return node.map((item: unknown) => translateErrors(item, i18n));
  if (!isRecord(node)) return node;
  const isFieldError = typeof node.type === 'string';
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node)) {
    if (isFieldError && (name === 'ref' || name === 'type')) result[name] = value;
    else if (isFieldError && name === 'message' && typeof value === 'string')
      result[name] = translateMessage(value, i18n);
    else if (isFieldError && name === 'types' && isRecord(value))
      result[name] = translateTypes(value, i18n);
    else result[name] = translateErrors(value, i18n);
  }
  return result;
}

/**
 * The resolver of every form: `zodResolver(schema)`, then each error message
 * that is an i18n key (the request schemas' `msg(...)`, see src/api/shared/messages.ts)
 * is translated with `t()`, values included. Any other message, such as one a
 * form already built with `t()`, is kept as it is. Native validation
 * (`shouldUseNativeValidation`) would see the untranslated messages: forms do not use it.
 */
export function useTranslatedZodResolver<
  T extends z4.$ZodType<FieldValues, FieldValues>,
  Context = unknown,
>(schema: T): Resolver<z4.input<T>, Context, z4.output<T>> {
  const { t, has } = useI18n();
  return useMemo(() => {
    const resolve: Resolver<z4.input<T>, Context, z4.output<T>> = zodResolver(schema);
    const translated: typeof resolve = async (values, context, options) => {
      const result = await resolve(values, context, options);
      if (Object.keys(result.errors).length === 0) return result;
      const errors = translateErrors(result.errors, { t, has }) as FieldErrors<z4.input<T>>;
      return { values: {}, errors };
    };
    return translated;
  }, [schema, t, has]);
}
