import { describe, expect, it } from 'vitest';
import { bicSwiftSchema, ibanSchema } from './bank-fields';
import { englishMessages } from '../../test/schema-messages';

describe('ibanSchema', () => {
  it('refuses spaces and lower case (the helpers in utils/iban.ts tolerate them)', () => {
    expect(englishMessages(ibanSchema.safeParse('DE89 3704 0044 0532 0130 00'))).toEqual([
      'Enter the IBAN in capitals without spaces, e.g. DE89370400440532013000',
    ]);
  });

  it('refuses a bad checksum and a bad shape with distinct messages', () => {
    expect(ibanSchema.safeParse('DE89370400440532013000').success).toBe(true);
    expect(englishMessages(ibanSchema.safeParse('DE88370400440532013000'))).toEqual([
      'This IBAN is not valid: check it for typing mistakes',
    ]);
    expect(ibanSchema.safeParse('1234567890123456').success).toBe(false);
  });

  it("refuses a length the IBAN's country does not use as a format mistake", () => {
    // Germany's IBANs have 22 characters; this one has 24.
    expect(englishMessages(ibanSchema.safeParse('DE1237040044053201300012'))).toEqual([
      'Enter the IBAN in capitals without spaces, e.g. DE89370400440532013000',
    ]);
  });
});

describe('bicSwiftSchema', () => {
  it('accepts 8 or 11 characters only', () => {
    expect(bicSwiftSchema.safeParse('DEUTDEFF').success).toBe(true);
    expect(bicSwiftSchema.safeParse('DEUTDEFF500').success).toBe(true);
    expect(bicSwiftSchema.safeParse('DEUTDEF').success).toBe(false);
    expect(bicSwiftSchema.safeParse('DEUTDEFF50').success).toBe(false);
    expect(bicSwiftSchema.safeParse('deutdeff').success).toBe(false);
  });

  it('refuses country letters that are no country', () => {
    expect(bicSwiftSchema.safeParse('DEUTQQFF').success).toBe(false);
  });
});
