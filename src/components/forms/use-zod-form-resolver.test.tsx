import { act, renderHook } from '@testing-library/react';
import { useForm, type FieldValues, type Resolver, type ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeMessage } from '../../lib/i18n/encoded-message';
import { useTranslatedZodResolver } from './use-zod-form-resolver';

const NAME_TOO_LONG = encodeMessage('validation.name.tooLong', { max: 15 });
const AMOUNT_TOO_LONG = encodeMessage('validation.amount.tooLong', { max: 14 });

type AnyResolver = Resolver<FieldValues, unknown, FieldValues>;

/** The hook's resolver, typed loosely so tests can hand it any values and options. */
function resolverOf<T extends z.ZodType<FieldValues, FieldValues>>(schema: T): AnyResolver {
  return renderHook(() => useTranslatedZodResolver(schema)).result
    .current as unknown as AnyResolver;
}

function options(extra: Partial<ResolverOptions<FieldValues>> = {}): ResolverOptions<FieldValues> {
  return { fields: {}, shouldUseNativeValidation: false, ...extra };
}

async function errorsOf(resolver: AnyResolver, values: FieldValues) {
  const result = await resolver(values, undefined, options());
  return result.errors;
}

describe('useTranslatedZodResolver', () => {
  it('translates a key message and keeps a plain one', async () => {
    const resolver = resolverOf(
      z.object({
        name: z.string().max(3, { error: NAME_TOO_LONG }),
        nickname: z.string().min(1, { error: 'Enter a nickname, as the form says it' }),
      }),
    );
    const errors = await errorsOf(resolver, { name: 'Augusta', nickname: '' });
    expect(errors['name']).toMatchObject({
      type: 'too_big',
      message: 'Enter a name of at most 15 characters',
    });
    expect(errors['nickname']?.message).toBe('Enter a nickname, as the form says it');
  });

  it('fills the placeholders of a key with its values', async () => {
    const resolver = resolverOf(
      z.object({ amount: z.string().max(2, { error: AMOUNT_TOO_LONG }) }),
    );
    expect((await errorsOf(resolver, { amount: '123' }))['amount']?.message).toBe(
      'Enter an amount of at most 14 characters',
    );
  });

  it('translates nested, array and root errors', async () => {
    const schema = z.object({
      from: z.object({ type: z.string().min(1, { error: NAME_TOO_LONG }) }),
      items: z
        .array(z.object({ amount: z.string().max(2, { error: AMOUNT_TOO_LONG }) }))
        .refine((items) => items.length < 3, { error: NAME_TOO_LONG }),
    });
    const resolver = resolverOf(schema);
    const result = await resolver(
      { from: { type: '' }, items: [{ amount: '1' }, { amount: '123' }, { amount: '1' }] },
      undefined,
      // `items` is a field array: its own error goes to items.root.
      options({ names: ['from.type', 'items', 'items.1.amount'] }),
    );
    const errors = result.errors as unknown as {
      from: { type: { type: string; message: string } };
      items: Record<string, { message?: string; amount?: { message: string } }>;
    };
    expect(errors.from.type).toMatchObject({
      type: 'too_small',
      message: 'Enter a name of at most 15 characters',
    });
    expect(errors.items['1']?.amount?.message).toBe('Enter an amount of at most 14 characters');
    expect(errors.items['root']?.message).toBe('Enter a name of at most 15 characters');
    expect(result.values).toEqual({});
  });

  it('translates every message of criteriaMode "all" and keeps the field ref', async () => {
    const ref = document.createElement('input');
    ref.name = 'name';
    const resolver = resolverOf(
      z.object({
        name: z.string().max(3, { error: NAME_TOO_LONG }).regex(/^\d+$/, { error: 'Digits only' }),
      }),
    );
    const result = await resolver(
      { name: 'abcd' },
      undefined,
      options({ criteriaMode: 'all', fields: { name: { ref, name: 'name' } } }),
    );
    expect(result.errors['name']?.ref).toBe(ref);
    expect(result.errors['name']?.types).toEqual({
      too_big: 'Enter a name of at most 15 characters',
      invalid_format: 'Digits only',
    });
  });

  it('returns the parsed values when the input is valid', async () => {
    const resolver = resolverOf(z.object({ count: z.string().transform(Number) }));
    expect(await resolver({ count: '4' }, undefined, options())).toEqual({
      values: { count: 4 },
      errors: {},
    });
  });

  it('gives react-hook-form the translated messages', async () => {
    const schema = z.object({ name: z.string().max(3, { error: NAME_TOO_LONG }) });
    const { result } = renderHook(() =>
      useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
        resolver: useTranslatedZodResolver(schema),
        defaultValues: { name: 'Augusta' },
      }),
    );
    await act(() => result.current.trigger());
    expect(result.current.getFieldState('name').error?.message).toBe(
      'Enter a name of at most 15 characters',
    );
  });

  it('keeps the same resolver while the schema is the same', () => {
    const schema = z.object({ name: z.string() });
    const { result, rerender } = renderHook(() => useTranslatedZodResolver(schema));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
