import { describe, it, expect } from 'vitest';
import {
  amountSchema,
  apiErrorSchema,
  currencyCodeSchema,
  decimalStringSchema,
  phoneSchema,
  referenceSchema,
  rfc3339DateSchema,
  idSchema,
} from './fields';
import { englishMessages } from '../../test/schema-messages';

describe('amountSchema', () => {
  it('accepts 14 characters with 2 decimals', () => {
    expect('12345678901.12').toHaveLength(14);
    expect(amountSchema.safeParse('12345678901.12').success).toBe(true);
  });

  it('refuses 15 characters', () => {
    const result = amountSchema.safeParse('123456789012.12');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.amount.tooLong|{"max":14}',
    ]);
    expect(englishMessages(result)).toEqual(['Enter an amount of at most 14 characters']);
    expect(amountSchema.safeParse('123456789012345').success).toBe(false);
  });

  it('refuses 3 decimal places with a clear message', () => {
    expect(englishMessages(amountSchema.safeParse('1.234'))).toEqual([
      'Enter an amount with at most 2 decimal places',
    ]);
  });

  it.each(['0.5', '0', '10', '10.5', '10.50', '12345678901234'])('accepts %s', (value) => {
    expect(amountSchema.parse(value)).toBe(value);
  });

  it.each(['1.', '.5', '1e3', '-1', ' 1', '1 ', '1,50', '+1', ''])('refuses %j', (value) => {
    expect(amountSchema.safeParse(value).success).toBe(false);
  });

  it('refuses a number and asks for an amount when missing', () => {
    expect(amountSchema.safeParse(10).success).toBe(false);
    expect(englishMessages(amountSchema.safeParse(''))).toEqual(['Enter an amount']);
  });
});

describe('referenceSchema', () => {
  it('accepts 2 and 120 characters', () => {
    expect(referenceSchema.safeParse('ab').success).toBe(true);
    expect(referenceSchema.safeParse('a'.repeat(120)).success).toBe(true);
    expect(referenceSchema.safeParse('Rent May 2024').success).toBe(true);
  });

  it('refuses 1 and 121 characters', () => {
    expect(englishMessages(referenceSchema.safeParse('a'))).toEqual([
      'Enter a reference of at least 2 characters',
    ]);
    expect(englishMessages(referenceSchema.safeParse('a'.repeat(121)))).toEqual([
      'Enter a reference of at most 120 characters',
    ]);
  });

  it.each(['Rent!', 'Rent, May', 'caf\u00e9', 'a-b', 'line\nbreak'])('refuses %j', (value) => {
    expect(englishMessages(referenceSchema.safeParse(value))).toContain(
      'Use only letters, digits and spaces in the reference',
    );
  });
});

describe('rfc3339DateSchema', () => {
  it('accepts real dates, including 29 February of a leap year', () => {
    expect(rfc3339DateSchema.safeParse('1990-12-31').success).toBe(true);
    expect(rfc3339DateSchema.safeParse('2024-02-29').success).toBe(true);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '2024-2-01', '2024-02-01T00:00:00Z', ''])(
    'refuses %j',
    (value) => {
      expect(englishMessages(rfc3339DateSchema.safeParse(value))).toEqual([
        'Enter a real date in the form YYYY-MM-DD',
      ]);
    },
  );
});

describe('currencyCodeSchema', () => {
  it('accepts three capitals only', () => {
    expect(currencyCodeSchema.safeParse('EUR').success).toBe(true);
    expect(currencyCodeSchema.safeParse('eur').success).toBe(false);
    expect(currencyCodeSchema.safeParse('EURO').success).toBe(false);
    expect(currencyCodeSchema.safeParse('EU').success).toBe(false);
  });
});

describe('phoneSchema', () => {
  it('accepts + and 7 to 15 digits', () => {
    expect(phoneSchema.safeParse('+1234567').success).toBe(true);
    expect(phoneSchema.safeParse('+491511234567').success).toBe(true);
    expect(phoneSchema.safeParse('+123456789012345').success).toBe(true);
  });

  it.each(['+123456', '+1234567890123456', '491511234567', '+49 151 1234567', '+0151234567'])(
    'refuses %j',
    (value) => {
      expect(phoneSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('decimalStringSchema', () => {
  it('accepts 1 to 36 characters of decimal digits', () => {
    expect(decimalStringSchema.safeParse('0.00000001').success).toBe(true);
    expect(decimalStringSchema.safeParse('1'.repeat(36)).success).toBe(true);
    expect(decimalStringSchema.safeParse('1'.repeat(37)).success).toBe(false);
    expect(decimalStringSchema.safeParse('').success).toBe(false);
    expect(decimalStringSchema.safeParse('1.').success).toBe(false);
    expect(decimalStringSchema.safeParse('-1').success).toBe(false);
  });
});

describe('idSchema and apiErrorSchema', () => {
  it('takes any non-empty id of the bank’s, uuid-shaped or not (opaque; issue 35 §1)', () => {
    expect(idSchema.safeParse('3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c4a90').success).toBe(true);
    // The uuid shape without RFC 9562's version and variant digits, as dev fixtures often are.
    expect(idSchema.safeParse('11111111-1111-1111-1111-111111111111').success).toBe(true);
    expect(idSchema.safeParse('acc_01H8XGJWBWBAQ4Z').success).toBe(true);
    expect(englishMessages(idSchema.safeParse(''))).toEqual(['Enter a valid identifier']);
  });

  it('reads an error body and strips unknown keys', () => {
    expect(apiErrorSchema.parse({ message: 'Sender not found', code: 404 })).toEqual({
      message: 'Sender not found',
    });
    expect(apiErrorSchema.safeParse({}).success).toBe(false);
  });
});
