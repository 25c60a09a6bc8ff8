import { describe, expect, it } from 'vitest';
import { validationEn } from '../../lib/i18n/en/validation';
import { decodeMessage } from '../../lib/i18n/encoded-message';
import { msg } from './messages';

/** The source text of every non-test module under src/api. */
const sources = Object.entries(
  import.meta.glob<string>('../**/*.ts', { query: '?raw', import: 'default', eager: true }),
).filter(([path]) => !path.endsWith('.test.ts'));

const catalogKeys = new Set(Object.keys(validationEn));

/** Every `'validation.…'` literal of a source text (keys given to msg, queryIntSchema labels). */
function keysIn(source: string): string[] {
  return [...source.matchAll(/['"`](validation\.[\w.]+)['"`]/g)].map((match) => match[1] ?? '');
}

describe('msg', () => {
  it('is the key itself when the text has no placeholders', () => {
    expect(msg('validation.name.required')).toBe('validation.name.required');
  });

  it('carries the values of the placeholders after the key', () => {
    const message = msg('validation.amount.tooLong', { max: 14 });
    expect(message).toBe('validation.amount.tooLong|{"max":14}');
    expect(decodeMessage(message)).toEqual({
      key: 'validation.amount.tooLong',
      values: { max: 14 },
    });
  });

  it('is type-checked against the catalog (compile-time only)', () => {
    // Never called: tsc checks these lines.
    const typeChecks = () => [
      // @ts-expect-error an unknown key
      msg('validation.name.unknown'),
      // @ts-expect-error a key of another area
      msg('accounts.open.title'),
      // @ts-expect-error the text has a {max} placeholder
      msg('validation.amount.tooLong'),
      // @ts-expect-error the text has no {max} placeholder
      msg('validation.name.required', { max: 15 }),
      // @ts-expect-error a placeholder is missing
      msg('validation.query.wholeNumber', { min: 1, max: 2 }),
    ];
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('the schemas of src/api', () => {
  it('are found by the scan', () => {
    expect(sources.map(([path]) => path)).toEqual(
      expect.arrayContaining(['./fields.ts', '../client/schemas.ts', '../transfers/sepa.ts']),
    );
  });

  it('use only validation keys that the English catalog has', () => {
    const used = sources.flatMap(([path, source]) => keysIn(source).map((key) => ({ path, key })));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter(({ key }) => !catalogKeys.has(key))).toEqual([]);
  });

  it('leave no key of the catalog unused', () => {
    const used = new Set(sources.flatMap(([, source]) => keysIn(source)));
    expect([...catalogKeys].filter((key) => !used.has(key))).toEqual([]);
  });

  it('carry no hard-coded English messages', () => {
    const literalMessage = /\b(?:error|message):\s*['"`]|nonEmptyString\(\s*['"`]/;
    expect(
      sources.filter(([, source]) => literalMessage.test(source)).map(([path]) => path),
    ).toEqual([]);
  });
});
