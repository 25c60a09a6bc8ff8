import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './parse-amount';

const ok = (value: string) => ({ ok: true, value });
const refused = (reason: string) => ({ ok: false, reason });

describe('parseAmountInput', () => {
  it.each([
    ['1,234.50', '1234.50'],
    ['1234.5', '1234.5'],
    [' 12 ', '12'],
    ['0.01', '0.01'],
    ['1,234,567.89', '1234567.89'],
    ['1 234.50', '1234.50'],
    ['007.50', '7.50'],
    ['.5', '0.5'],
    ['12.', '12'],
    ['99999999999.99', '99999999999.99'],
  ])('en: %j → %j', (typed, value) => {
    expect(parseAmountInput(typed, 'en')).toEqual(ok(value));
  });

  it.each([
    ['1.234,50', '1234.50'],
    ['1234,5', '1234.5'],
    ['12', '12'],
    ['1.234.567', '1234567'],
    ['1 234,50', '1234.50'],
  ])('de: %j → %j', (typed, value) => {
    expect(parseAmountInput(typed, 'de')).toEqual(ok(value));
  });

  it.each([
    ['1\u202f234,50', '1234.50'],
    ['1\u00a0234,50', '1234.50'],
    ['1 234,50', '1234.50'],
    ['12.50', '12.50'],
    ['1234,5', '1234.5'],
  ])('fr: %j → %j', (typed, value) => {
    expect(parseAmountInput(typed, 'fr')).toEqual(ok(value));
  });

  it('reads the separators another locale uses (de-CH apostrophes, Indian grouping, Arabic digits)', () => {
    expect(parseAmountInput("1'234.50", 'de-CH')).toEqual(ok('1234.50'));
    expect(parseAmountInput('1\u2019234.50', 'de-CH')).toEqual(ok('1234.50'));
    expect(parseAmountInput('1,23,456.70', 'en-IN')).toEqual(ok('123456.70'));
    expect(parseAmountInput('١٬٢٣٤٫٥٠', 'ar-EG')).toEqual(ok('1234.50'));
  });

  it('refuses a separator in the wrong place rather than reading another number', () => {
    // "1,5" in en is neither 1.5 nor 15: the person is asked again.
    expect(parseAmountInput('1,5', 'en')).toEqual(refused('notANumber'));
    // A point in de is a group separator: "1234.50" is not 123450.
    expect(parseAmountInput('1234.50', 'de')).toEqual(refused('notANumber'));
    expect(parseAmountInput('1.234,50', 'en')).toEqual(refused('notANumber'));
    expect(parseAmountInput('1,,234', 'en')).toEqual(refused('notANumber'));
    expect(parseAmountInput(',123', 'en')).toEqual(refused('notANumber'));
    expect(parseAmountInput('1.2.3', 'en')).toEqual(refused('notANumber'));
    expect(parseAmountInput('1,23,456', 'en')).toEqual(refused('notANumber'));
  });

  it.each(['abc', '12a', '€12', '+5', '1e3', '.', '--5', 'NaN', 'Infinity'])(
    'en: %j is not a number',
    (typed) => {
      expect(parseAmountInput(typed, 'en')).toEqual(refused('notANumber'));
    },
  );

  it('says what else is wrong', () => {
    expect(parseAmountInput('', 'en')).toEqual(refused('empty'));
    expect(parseAmountInput('   ', 'en')).toEqual(refused('empty'));
    expect(parseAmountInput('12.345', 'en')).toEqual(refused('tooManyDecimals'));
    expect(parseAmountInput('12,345', 'de')).toEqual(refused('tooManyDecimals'));
    expect(parseAmountInput('0', 'en')).toEqual(refused('notPositive'));
    expect(parseAmountInput('0.00', 'en')).toEqual(refused('notPositive'));
    expect(parseAmountInput('-5', 'en')).toEqual(refused('notPositive'));
    expect(parseAmountInput('\u22125,00', 'de')).toEqual(refused('notPositive'));
    // 15 characters once canonical.
    expect(parseAmountInput('999,999,999,999.99', 'en')).toEqual(refused('tooLong'));
    expect(parseAmountInput('123456789012345', 'en')).toEqual(refused('tooLong'));
  });

  it('keeps every digit of a long amount (a float would lose the last ones)', () => {
    // 12345678901.23 is 14 characters: exactly the limit.
    expect(parseAmountInput('12,345,678,901.23', 'en')).toEqual(ok('12345678901.23'));
    expect(parseAmountInput('99999999999999', 'en')).toEqual(ok('99999999999999'));
  });
});

describe('parseAmountInput with other limits (a crypto volume)', () => {
  const volume = { maxDecimals: 8, maxCharacters: 36 };

  it('accepts up to the given decimals and length', () => {
    expect(parseAmountInput('0.00012345', 'en', volume)).toEqual(ok('0.00012345'));
    expect(parseAmountInput('0,00012345', 'de', volume)).toEqual(ok('0.00012345'));
    expect(parseAmountInput('1'.repeat(36), 'en', volume)).toEqual(ok('1'.repeat(36)));
  });

  it('refuses more decimals or characters than given', () => {
    expect(parseAmountInput('0.000123456', 'en', volume)).toEqual(refused('tooManyDecimals'));
    expect(parseAmountInput('1'.repeat(37), 'en', volume)).toEqual(refused('tooLong'));
    expect(parseAmountInput('10.5', 'en', { maxDecimals: 0, maxCharacters: 36 })).toEqual(
      refused('tooManyDecimals'),
    );
  });
});
