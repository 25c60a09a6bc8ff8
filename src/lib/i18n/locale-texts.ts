import { addTranslations, languageOf } from './i18n';

type Texts = Partial<Record<string, string>>;

/**
 * Where each language other than English keeps its texts: the shell's (needed before the first
 * screen) and the areas' (needed with the first area route). Each is its own chunk, fetched
 * only when that language is active: English, the sign-in path, carries none of them.
 */
const sources: Record<string, Record<'shell' | 'areas', () => Promise<Texts>>> = {
  de: {
    shell: async () => (await import('./messages-de')).de,
    areas: async () => (await import('./de/index')).areasDe,
  },
};

const loads = new Map<string, Promise<void>>();

function load(locale: string, part: 'shell' | 'areas'): Promise<void> {
  const language = languageOf(locale);
  const source = sources[language]?.[part];
  if (!source) return Promise.resolve();
  const id = `${language}:${part}`;
  let promise = loads.get(id);
  if (!promise) {
    promise = source().then((texts) => addTranslations(language, texts));
    // A failed fetch (offline) is tried again next time; meanwhile English shows.
    promise.catch(() => loads.delete(id));
    loads.set(id, promise);
  }
  return promise;
}

let active = 'en';

/** The locale the app shows now (set by the locale provider), for loads outside React. */
export function activeLocale(): string {
  return active;
}

export function setActiveLocale(locale: string): void {
  active = locale;
}

/** The shell's texts of a locale (nothing to load for English). */
export function loadShellTexts(locale: string): Promise<void> {
  return load(locale, 'shell');
}

/**
 * The areas' texts of a locale, by default the active one: awaited beside an area route's
 * module, so the route never shows before its words. Never rejects: English stands in.
 */
export function loadAreaTexts(locale: string = active): Promise<void> {
  return load(locale, 'areas').catch(() => undefined);
}

/** Everything a locale needs, before the app switches to it. */
export async function loadLocaleTexts(locale: string): Promise<void> {
  await Promise.all([loadShellTexts(locale), load(locale, 'areas')]);
}
