import { z } from 'zod/mini';
import { createClientBodySchema } from '../../api/client/schemas';
import { typedPhoneSchema } from '../../api/shared/phone-input';
import { countryCodeFromInput, type CountryOption } from './country-options';

export interface ProfileFormRules {
  minimumAge: number;
  /** Today as YYYY-MM-DD, in the person's time zone. */
  today: string;
  countries: readonly CountryOption[];
  messages: {
    nationalityUnknown: string;
    birthdayFuture: string;
    birthdayUnderAge: string;
    phoneInvalid: string;
  };
}

/** The latest birthday that makes a person `age` years old on `today` (YYYY-MM-DD). */
export function latestBirthdayForAge(today: string, age: number): string {
  const year = Number(today.slice(0, 4)) - age;
  const monthDay = today.slice(4);
  // Someone born on 29 February is of age on 1 March in non-leap years.
  const candidate = `${String(year).padStart(4, '0')}${monthDay}`;
  const [y, m, d] = candidate.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCDate() === d ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}

/**
 * The form's schema: the POST /client request schema for name and surname,
 * plus what a person types (a country name, a phone number with spaces)
 * turned into what the API takes (an alpha-3 code, E.164), and the rules the
 * bank expects of a customer (a real country, an adult, a real phone number).
 */
export function profileFormSchema(rules: ProfileFormRules) {
  const { messages } = rules;
  return z.object({
    name: createClientBodySchema.shape.name,
    surname: createClientBodySchema.shape.surname,
    nationality: z.pipe(
      z.string(),
      z.transform((value: string, ctx) => {
        const code = countryCodeFromInput(value, rules.countries);
        if (!code) {
          ctx.issues.push({ code: 'custom', input: value, message: messages.nationalityUnknown });
          return z.NEVER;
        }
        return code;
      }),
    ),
    birthday: createClientBodySchema.shape.birthday.check(
      z.refine((date: string) => date <= rules.today, {
        message: messages.birthdayFuture,
        abort: true,
      }),
      z.refine((date: string) => date <= latestBirthdayForAge(rules.today, rules.minimumAge), {
        message: messages.birthdayUnderAge,
      }),
    ),
    phone: typedPhoneSchema(messages.phoneInvalid),
  });
}

export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
