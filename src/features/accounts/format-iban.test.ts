import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, formatSortCode } from './format-iban';

describe('formatIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['GB33BUKB20201555555555', 'GB33 BUKB 2020 1555 5555 55'],
    // A length that is a multiple of four leaves no trailing space.
    ['NO9386011117947', 'NO93 8601 1117 947'],
    ['BE68539007547034', 'BE68 5390 0754 7034'],
    // Spaces, odd grouping and lower case in the input are normalised.
    [' de89 3704 0044 0532 0130 00 ', 'DE89 3704 0044 0532 0130 00'],
    ['de8937040044 0532013000', 'DE89 3704 0044 0532 0130 00'],
    ['DE8', 'DE8'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatIban(input)).toBe(expected);
  });
});

describe('compactIban', () => {
  it('removes every space and upper-cases', () => {
    expect(compactIban('de89 3704\t0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(compactIban(formatIban('GB33BUKB20201555555555'))).toBe('GB33BUKB20201555555555');
  });
});

describe('formatSortCode', () => {
  it.each([
    ['202015', '20-20-15'],
    ['20-20-15', '20-20-15'],
    ['20 20 15', '20-20-15'],
    ['12345', '12345'],
    [' abc ', 'abc'],
  ])('%j → %j', (input, expected) => {
    expect(formatSortCode(input)).toBe(expected);
  });
});
