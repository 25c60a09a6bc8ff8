import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../../test/console-errors';
import { decodeMessage, encodeMessage, translateMessage } from './encoded-message';
import { validationEn } from './en/validation';
import { createI18n, registerTexts } from './i18n';

// The keys these tests translate are the validation texts', which their users register.
registerTexts(validationEn);
const i18n = createI18n('en');

describe('encoded messages', () => {
  it('encode a key alone, or with its values as JSON after a |', () => {
    expect(encodeMessage('validation.name.required')).toBe('validation.name.required');
    expect(encodeMessage('validation.amount.tooLong', { max: 14 })).toBe(
      'validation.amount.tooLong|{"max":14}',
    );
  });

  it('translate a key, filling its placeholders', () => {
    expect(translateMessage('validation.name.required', i18n)).toBe('Enter your name');
    expect(translateMessage(encodeMessage('validation.name.tooLong', { max: 15 }), i18n)).toBe(
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
      'Pick one | or the other',
      'validation.amount.tooLong|not json',
      'validation.amount.tooLong|[14]',
      'toString',
      '',
    ]) {
      expect(translateMessage(text, i18n)).toBe(text);
    }
  });

  it('say loudly when a key has no text (its area was not registered), showing the key', () => {
    expect(translateMessage('validation.no.such.key', i18n)).toBe('validation.no.such.key');
    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('No text for "validation.no.such.key"');
  });

  it('decode to null when the values are not of the format', () => {
    expect(decodeMessage('key|{"max":{"nested":1}}')).toBeNull();
    expect(decodeMessage('key|null')).toBeNull();
    expect(decodeMessage('key')).toEqual({ key: 'key', values: undefined });
  });
});
