import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  divideDecimals,
  fromUnits,
  maxDecimal,
  multiplyDecimals,
  percentOf,
  roundDecimal,
  subtractDecimals,
  sumDecimals,
  toUnits,
  truncateDecimal,
} from './decimal';

describe('toUnits', () => {
  it.each([
    ['12.3', 1230n],
    ['12.30', 1230n],
    ['12', 1200n],
    ['0', 0n],
    ['0.01', 1n],
    ['-0.01', -1n],
    ['-1234.56', -123456n],
    ['00012.50', 1250n],
    [' 7.5 ', 750n],
    ['99999999999999999999.99', 9999999999999999999999n],
  ])('%j → %s', (value, units) => {
    expect(toUnits(value)).toBe(units);
  });

  it('uses the scale it is given', () => {
    expect(toUnits('0.00000001', 8)).toBe(1n);
    expect(toUnits('1.5', 8)).toBe(150_000_000n);
    expect(toUnits('42', 0)).toBe(42n);
  });

  it.each(['1e3', '1E3', '1.234', '', ' ', '.5', '1.', '+1', '--1', '1,5', '1.2.3', 'abc', 'NaN'])(
    'refuses %j',
    (value) => {
      expect(() => toUnits(value)).toThrow(RangeError);
    },
  );

  it('names the reason: not a number or too many decimals', () => {
    expect(() => toUnits('1e3')).toThrow('Not a decimal number: 1e3');
    expect(() => toUnits('1.234')).toThrow('More than 2 decimals: 1.234');
    expect(() => toUnits('1.5', 0)).toThrow('More than 0 decimals');
  });
});

describe('fromUnits', () => {
  it.each([
    [1230n, '12.30'],
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [100n, '1.00'],
    [-1n, '-0.01'],
    [-123456n, '-1234.56'],
    [9999999999999999999999n, '99999999999999999999.99'],
  ])('%s → %j', (units, value) => {
    expect(fromUnits(units)).toBe(value);
  });

  it('uses the scale it is given', () => {
    expect(fromUnits(1n, 8)).toBe('0.00000001');
    expect(fromUnits(-150_000_000n, 8)).toBe('-1.50000000');
    expect(fromUnits(42n, 0)).toBe('42');
    expect(fromUnits(-42n, 0)).toBe('-42');
  });

  it('round-trips with toUnits', () => {
    for (const value of ['0.00', '0.05', '-0.05', '12.34', '-99.90', '100000000.01']) {
      expect(fromUnits(toUnits(value))).toBe(value);
    }
  });
});

describe('addDecimals', () => {
  it('adds without binary floating point: 0.1 + 0.2 = 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimals(['0.1', '0.2'])).toBe('0.30');
  });

  it('adds negatives and crosses zero', () => {
    expect(addDecimals(['10.00', '-2.50'])).toBe('7.50');
    expect(addDecimals(['1.00', '-3.01'])).toBe('-2.01');
    expect(addDecimals(['-0.01', '-0.02'])).toBe('-0.03');
    expect(addDecimals(['5', '-5'])).toBe('0.00');
  });

  it('is 0.00 for no values', () => {
    expect(addDecimals([])).toBe('0.00');
  });

  it('keeps large sums exact', () => {
    expect(addDecimals(['9007199254740993.01', '0.01'])).toBe('9007199254740993.02');
    const many = Array.from({ length: 1000 }, () => '0.01');
    expect(addDecimals(many)).toBe('10.00');
  });

  it('works at another scale', () => {
    expect(addDecimals(['0.00000001', '0.00000002'], 8)).toBe('0.00000003');
    expect(addDecimals(['12', '-20'], 0)).toBe('-8');
  });

  it('refuses invalid values instead of producing a wrong sum', () => {
    expect(() => addDecimals(['1.00', '1e3'])).toThrow(RangeError);
    expect(() => addDecimals(['1.001'])).toThrow(RangeError);
  });
});

describe('compareDecimals', () => {
  it.each([
    ['1.00', '1', 0],
    ['1.0', '1.00', 0],
    ['0.10', '0.09', 1],
    ['0.09', '0.10', -1],
    ['-1.00', '0.50', -1],
    ['-0.01', '-0.02', 1],
    ['-2', '-10', 1],
    ['100.00', '99.99', 1],
    ['-0', '0', 0],
  ] as const)('compare(%j, %j) = %i', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
  });

  it('compares beyond the precision of a float', () => {
    expect(compareDecimals('9007199254740993.00', '9007199254740992.99')).toBe(1);
  });

  it('refuses invalid values', () => {
    expect(() => compareDecimals('1e3', '1')).toThrow(RangeError);
    expect(() => compareDecimals('1', '0.001')).toThrow(RangeError);
  });
});

describe('sumDecimals', () => {
  it('adds exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30');
    expect(sumDecimals(['1234567890123.45', '0.55'])).toBe('1234567890124.00');
  });

  it('keeps a third decimal when a value has one', () => {
    expect(sumDecimals(['1.005', '2'])).toBe('3.005');
    expect(sumDecimals([])).toBe('0.00');
  });

  it('keeps every digit of 36-character crypto volumes', () => {
    // 36 characters each: 17 digits, a point, 18 decimals.
    const volume = '12345678901234567.123456789012345678';
    expect(volume).toHaveLength(36);
    expect(sumDecimals([volume, '0.000000000000000001'])).toBe(
      '12345678901234567.123456789012345679',
    );
    expect(sumDecimals([volume, volume])).toBe('24691357802469134.246913578024691356');
  });
});

describe('percentOf', () => {
  it.each([
    ['200.00', '0.5', '1'],
    ['12.34', '0.5', '0.0617'],
    ['201', '0.5', '1.005'],
    ['0.1', '0.3', '0.0003'],
    ['100', '0', '0'],
  ])('%s %% of %s → %s, exactly', (amount, percent, result) => {
    expect(percentOf(amount, percent)).toBe(result);
  });
});

describe('roundDecimal', () => {
  it.each([
    ['1.005', '1.01'],
    ['1.0049999', '1.00'],
    ['0.125', '0.13'],
    ['2.5', '2.50'],
    ['-1.005', '-1.01'],
    ['-0.001', '0.00'],
  ])('%s → %s (half-up)', (value, result) => {
    expect(roundDecimal(value)).toBe(result);
  });
});

describe('maxDecimal', () => {
  it('returns the larger, as it was written', () => {
    expect(maxDecimal('1', '0.0617')).toBe('1');
    expect(maxDecimal('0.30', '0.3000001')).toBe('0.3000001');
    expect(maxDecimal('-2', '-10')).toBe('-2');
  });
});

describe('subtractDecimals and multiplyDecimals', () => {
  it('are exact at any precision', () => {
    expect(subtractDecimals('0.1', '0.0001')).toBe('0.0999');
    expect(subtractDecimals('100', '0.50')).toBe('99.5');
    expect(subtractDecimals('1', '3')).toBe('-2');
    expect(multiplyDecimals('0.1', '0.2')).toBe('0.02');
    expect(multiplyDecimals('0.00164', '60990.5')).toBe('100.02442');
    expect(multiplyDecimals('123456789012345678901234567890.123', '2')).toBe(
      '246913578024691357802469135780.246',
    );
  });
});

describe('truncateDecimal', () => {
  it.each([
    ['0.001669999', 8, '0.00166999'],
    ['99.999', 2, '99.99'],
    ['5', 2, '5.00'],
    ['-1.019', 2, '-1.01'],
    ['-0.001', 2, '0.00'],
  ])('%s at %i → %s (toward zero)', (value, scale, result) => {
    expect(truncateDecimal(value, scale)).toBe(result);
  });
});

describe('divideDecimals', () => {
  it('cuts the quotient toward zero at the scale', () => {
    expect(divideDecimals('99.5', '60000', 8)).toBe('0.00165833');
    expect(divideDecimals('2', '3', 2)).toBe('0.66');
    expect(divideDecimals('1', '4', 0)).toBe('0');
    expect(divideDecimals('10', '4', 3)).toBe('2.500');
  });

  it('refuses a zero divisor', () => {
    expect(() => divideDecimals('1', '0.00', 2)).toThrow(RangeError);
  });
});
