import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, translateMessage } from './encoded-message';
import { createI18n } from './i18n';

const i18n = createI18n('en');

describe('encoded messages', () => {
  it('encode a key alone, or with its values as JSON after a |', () => {
    expect(encodeMessage('validation.name.tooLong')).toBe('validation.name.tooLong');
    expect(encodeMessage('validation.amount.tooLong', { max: 14 })).toBe(
      'validation.amount.tooLong|{"max":14}',
    );
  });

  it('translate a key, filling its placeholders', () => {
    expect(translateMessage('validation.name.tooLong', i18n)).toBe(
      'Enter a name of at most 15 characters',
    );
    expect(translateMessage(encodeMessage('validation.amount.tooLong', { max: 14 }), i18n)).toBe(
      'Enter an amount of at most 14 characters',
    );
  });

  it('translate a value that is itself a key', () => {
    const message = encodeMessage('validation.query.wholeNumber', {
      min: 1,
      max: 100,
      label: { key: 'validation.query.pageSize' },
    });
    expect(translateMessage(message, i18n)).toBe(
      'Enter a whole number from 1 to 100 for the page size',
    );
  });

  it('leave anything that is not a known key as it is', () => {
    for (const text of [
      'Enter a valid mobile phone number',
      'validation.no.such.key',
      'Pick one | or the other',
      'validation.amount.tooLong|not json',
      'validation.amount.tooLong|[14]',
      'toString',
      '',
    ]) {
      expect(translateMessage(text, i18n)).toBe(text);
    }
  });

  it('decode to null when the values are not of the format', () => {
    expect(decodeMessage('key|{"max":{"nested":1}}')).toBeNull();
    expect(decodeMessage('key|null')).toBeNull();
    expect(decodeMessage('key')).toEqual({ key: 'key', values: undefined });
  });
});
