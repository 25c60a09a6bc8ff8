import { describe, expect, it } from 'vitest';
import { en } from '../messages-en';
import { de } from '../messages-de';

type Catalog = Record<string, string>;

/** Each file's one exported catalog, by file name ("accounts.ts" → accountsEn). */
function catalogsByFile(modules: Record<string, Record<string, unknown>>): Map<string, Catalog> {
  const byFile = new Map<string, Catalog>();
  for (const [path, module] of Object.entries(modules)) {
    const catalog = Object.values(module).find((value) => typeof value === 'object');
    if (catalog) byFile.set(path.split('/').pop() ?? path, catalog as Catalog);
  }
  return byFile;
}

const english = catalogsByFile(
  import.meta.glob<Record<string, unknown>>(['../en/*.ts', '!../en/areas.ts', '!../en/*.test.ts'], {
    eager: true,
  }),
);
const german = catalogsByFile(
  // index.ts gathers the areas into one chunk: not a file of its own.
  import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
    eager: true,
  }),
);

/** The `{name}` placeholders of a text, as `t()` fills them; sorted, each once. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort();
}

const pairs: [file: string, english: Catalog, german: Catalog | undefined][] = [
  ['messages-de.ts', en, de],
  ...[...english].map(([file, catalog]): [string, Catalog, Catalog | undefined] => [
    file,
    catalog,
    german.get(file),
  ]),
];

describe('German texts', () => {
  it('exist for every English area file', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(pairs)('%s has the English keys, each with the same placeholders', (_, from, to) => {
    expect(to, 'the German file is missing').toBeDefined();
    const catalog = to ?? {};
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(from).sort());
    for (const [key, text] of Object.entries(from)) {
      const translated = catalog[key] ?? '';
      expect({ key, placeholders: placeholders(translated) }).toEqual({
        key,
        placeholders: placeholders(text),
      });
      expect(translated.trim(), key).not.toBe('');
    }
  });
});
