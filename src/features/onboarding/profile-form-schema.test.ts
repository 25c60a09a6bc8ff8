import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';
import { latestBirthdayForAge, profileFormSchema } from './profile-form-schema';

const schema = profileFormSchema({
  minimumAge: 18,
  today: '2026-11-21',
  countries: countryOptions('en'),
  messages: {
    nationalityUnknown: 'unknown country',
    birthdayFuture: 'future',
    birthdayUnderAge: 'under age',
    phoneInvalid: 'bad phone',
  },
});

const valid = {
  name: 'Ada',
  surname: 'Lovelace',
  nationality: 'United Kingdom',
  birthday: '1990-12-10',
  phone: '+44 7911 123456',
};

function messagesOf(input: Record<string, string>): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('profile form schema', () => {
  it('turns what a person types into the API body', () => {
    expect(schema.parse(valid)).toEqual({
      name: 'Ada',
      surname: 'Lovelace',
      nationality: 'GBR',
      birthday: '1990-12-10',
      phone: '+447911123456',
    });
  });

  it('takes a country code as well as a name', () => {
    expect(schema.parse({ ...valid, nationality: 'deu' }).nationality).toBe('DEU');
  });

  it('holds the spec limits of name and surname', () => {
    expect(schema.safeParse({ ...valid, name: 'A'.repeat(15) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, name: 'A'.repeat(16) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, surname: 'B'.repeat(30) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, surname: 'B'.repeat(31) }).success).toBe(false);
  });

  it('refuses an unknown country', () => {
    expect(messagesOf({ ...valid, nationality: 'XYZ' })).toEqual(['unknown country']);
  });

  it('refuses a future birthday and an under-age one', () => {
    expect(messagesOf({ ...valid, birthday: '2026-11-22' })).toEqual(['future']);
    expect(messagesOf({ ...valid, birthday: '2008-11-22' })).toEqual(['under age']);
    expect(messagesOf({ ...valid, birthday: '2008-11-21' })).toEqual([]);
  });

  it('refuses a malformed phone number', () => {
    expect(messagesOf({ ...valid, phone: '+44 123' })).toEqual(['bad phone']);
    expect(messagesOf({ ...valid, phone: 'call me' })).toEqual(['bad phone']);
  });

  it('finds the day a person comes of age, leap days included', () => {
    expect(latestBirthdayForAge('2026-11-21', 18)).toBe('2008-11-21');
    expect(latestBirthdayForAge('2025-02-28', 18)).toBe('2007-02-28');
    expect(latestBirthdayForAge('2028-02-29', 18)).toBe('2010-02-28');
  });
});
