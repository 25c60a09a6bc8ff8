import { describe, expect, it } from 'vitest';
import {
  composeIban,
  formatIban,
  formatSortCode,
  ibanProblem,
  isValidBic,
  isValidIban,
  normalizeIban,
} from './iban';

// Example IBANs are the ones published in the SWIFT IBAN registry and by national banks.

describe('normalizeIban', () => {
  it('removes every space and upper-cases', () => {
    expect(normalizeIban('de89 3704\t0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban(formatIban('GB33BUKB20201555555555'))).toBe('GB33BUKB20201555555555');
  });
});

describe('formatIban', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['GB33BUKB20201555555555', 'GB33 BUKB 2020 1555 5555 55'],
    ['NO9386011117947', 'NO93 8601 1117 947'],
    // A length that is a multiple of four leaves no trailing space.
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

describe('isValidIban and ibanProblem', () => {
  it('accepts real IBANs, with spaces and lower case in the helper', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('refuses a wrong checksum as a checksum problem', () => {
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(ibanProblem('DE88370400440532013000')).toBe('checksum');
    expect(ibanProblem('GB82WEST12345698765433')).toBe('checksum');
  });

  it('refuses a length or format the country does not use as a format problem', () => {
    // One digit too many for Germany, with a checksum that would hold for any shape.
    expect(ibanProblem('DE1237040044053201300012')).toBe('format');
    expect(ibanProblem('DE89')).toBe('format');
    expect(ibanProblem('1234567890123456')).toBe('format');
    expect(ibanProblem('DE89370400440532013000')).toBeNull();
  });
});

describe('isValidBic', () => {
  it('accepts 8 or 11 capitals with a real country', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('DEUTDEF')).toBe(false);
    expect(isValidBic('deutdeff')).toBe(false);
    // "QQ" is no country.
    expect(isValidBic('DEUTQQFF')).toBe(false);
  });
});

describe('composeIban', () => {
  it('adds the check digits of the published examples', () => {
    expect(composeIban('DE', '370400440532013000')).toBe('DE89370400440532013000');
    expect(composeIban('GB', 'WEST12345698765432')).toBe('GB82WEST12345698765432');
    expect(composeIban('NL', 'ABNA0417164300')).toBe('NL91ABNA0417164300');
  });

  it('gives a valid IBAN for the mock bank’s own BBANs and null for a BBAN that does not fit', () => {
    const gb = composeIban('GB', 'MOCK04123412345678');
    expect(gb).not.toBeNull();
    expect(isValidIban(gb ?? '')).toBe(true);
    expect(composeIban('DE', '12345')).toBeNull();
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
