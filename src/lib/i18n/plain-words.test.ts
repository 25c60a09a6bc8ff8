import { describe, expect, it } from 'vitest';
import { de } from './messages-de';
import { en } from './messages-en';

// Customers read plain words (issue 23 §4): no verification jargon, none of the bank's status
// codes, no identifier of the code, in either language. Every text of both tables is checked,
// so that a new text with "KYB" or "adm:active" in it fails here before anyone reads it.

type Catalog = Record<string, string>;

/** Every text table of a language: the app's own and each area's (file, key, text). */
function textsOf(
  name: string,
  core: Catalog,
  modules: Record<string, Record<string, unknown>>,
): [where: string, text: string][] {
  const tables: [string, Catalog][] = [[name, core]];
  for (const [path, module] of Object.entries(modules)) {
    for (const value of Object.values(module)) {
      if (typeof value === 'object' && value !== null) tables.push([path, value as Catalog]);
    }
  }
  return tables.flatMap(([file, table]) =>
    Object.entries(table).map(([key, text]): [string, string] => [`${file} ${key}`, text]),
  );
}

const TEXTS = [
  ...textsOf(
    'messages-en.ts',
    en,
    import.meta.glob<Record<string, unknown>>(['./en/*.ts', '!./en/areas.ts', '!./en/*.test.ts'], {
      eager: true,
    }),
  ),
  ...textsOf(
    'messages-de.ts',
    de,
    // index.ts gathers the German areas into one chunk: its files are read one by one here.
    import.meta.glob<Record<string, unknown>>(['./de/*.ts', '!./de/index.ts', '!./de/*.test.ts'], {
      eager: true,
    }),
  ),
];

/** What a customer must not read, each with why. Placeholders are taken out first. */
const JARGON: [RegExp, string][] = [
  [/\b(KYB|KYC|AML)\b/i, 'a verification acronym: say what is checked'],
  [/\b(UUID|JSON|HTTP)\b/, 'a technical term: say what it is for the customer'],
  [/\b(adm|kyc|kyb):/i, 'one of the bank’s status codes'],
  [/\b[a-z]+[A-Z][A-Za-z]*\b/, 'a camelCase identifier (an enum value or a field name)'],
  [/\b[a-z]+_[a-z_]+\b/, 'a snake_case identifier (an enum value)'],
];

const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, '');

/** The texts of the tables that read as jargon, with the rule each breaks. */
function jargonIn(texts: readonly [string, string][]): string[] {
  return texts.flatMap(([where, text]) =>
    JARGON.filter(([pattern]) => pattern.test(withoutPlaceholders(text))).map(
      ([, why]) => `${where}: “${text}” has ${why}`,
    ),
  );
}

describe('the text tables in English and German', () => {
  it('are read in full (both languages, every area)', () => {
    expect(TEXTS.filter(([where]) => where.includes('/en/')).length).toBeGreaterThan(500);
    expect(TEXTS.filter(([where]) => where.includes('/de/')).length).toBeGreaterThan(500);
  });

  it('say nothing in jargon: no KYB or KYC, no status codes, no identifiers', () => {
    expect(jargonIn(TEXTS)).toEqual([]);
  });

  it('would catch each kind of jargon', () => {
    const caught = jargonIn([
      ['a', 'Verify the company: its KYB check'],
      ['b', 'Die Unternehmensprüfung (kyb)'],
      ['c', 'Your status is adm:blocked'],
      ['d', 'Limits by riskLevel'],
      ['e', 'The order is on_hold_provider'],
      ['g', 'Enter a valid identifier (UUID)'],
    ]);
    expect(caught.map((line) => line.split(':')[0])).toEqual(['a', 'b', 'c', 'd', 'e', 'g']);
    expect(jargonIn([['f', 'Send {amount} to {recipientName} by SEPA to the IBAN']])).toEqual([]);
  });
});
