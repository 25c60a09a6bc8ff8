import { describe, expect, it } from 'vitest';
import { decimalFromNumber, isDecimal, isZeroDecimal, splitSign } from './decimal-text';

describe('isDecimal', () => {
  it.each(['0', '12', '-12.5', '0.000000000000000001', '00012.50'])('accepts %j', (value) => {
    expect(isDecimal(value)).toBe(true);
  });

  it.each(['', '+1', '1.', '.5', '1e3', ' 1', '1,5', '--1', 'NaN', 'Infinity'])(
    'refuses %j',
    (value) => {
      expect(isDecimal(value)).toBe(false);
    },
  );
});

describe('decimalFromNumber', () => {
  it('keeps the shortest decimal text of a JSON number', () => {
    expect(decimalFromNumber(0)).toBe('0');
    expect(decimalFromNumber(-0)).toBe('0');
    expect(decimalFromNumber(1520.75)).toBe('1520.75');
    expect(decimalFromNumber(0.1)).toBe('0.1');
    expect(decimalFromNumber(10)).toBe('10');
  });

  it('expands exponent forms without float arithmetic', () => {
    expect(decimalFromNumber(1e21)).toBe('1000000000000000000000');
    expect(decimalFromNumber(1.5e21)).toBe('1500000000000000000000');
    expect(decimalFromNumber(1e-7)).toBe('0.0000001');
    expect(decimalFromNumber(1.25e-7)).toBe('0.000000125');
  });

  it('refuses NaN and infinities', () => {
    expect(decimalFromNumber(Number.NaN)).toBeNull();
    expect(decimalFromNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('splitSign', () => {
  it.each([
    ['25.50', { sign: '', magnitude: '25.50' }],
    ['+25.50', { sign: '+', magnitude: '25.50' }],
    [' -3 ', { sign: '-', magnitude: '3' }],
  ] as const)('%j → %j', (value, expected) => {
    expect(splitSign(value)).toEqual(expected);
  });

  it.each(['', '+-1', '--1', '+', '1e3', '1.'])('refuses %j', (value) => {
    expect(splitSign(value)).toBeNull();
  });
});

describe('isZeroDecimal', () => {
  it('is true for every way of writing zero and false otherwise', () => {
    expect(['0', '0.00', '-0', '000.0'].map(isZeroDecimal)).toEqual([true, true, true, true]);
    expect(['0.01', '-0.001', 'zero', ''].map(isZeroDecimal)).toEqual([false, false, false, false]);
  });
});
