import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { en, type MessageKey, type Messages } from './messages-en';
import { languageOf } from './locale-choice';

type Catalog = Partial<Record<string, string>>;

/**
 * Texts by language ("en", "de"). English is complete (the shell's texts here, each area's
 * added by `registerTexts`); another language holds what has been loaded for it so far
 * (`addTranslations`), and any key it lacks is shown in English.
 */
const catalogs = new Map<string, Catalog>([['en', { ...en }]]);

function catalogOf(language: string): Catalog {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = {};
    catalogs.set(language, catalog);
  }
  return catalog;
}

/**
 * Adds areas' English texts to the catalog. A route screen calls it at the top of its module
 * for the areas it shows (and a shared piece for the texts it uses itself), so the texts are
 * part of the route's chunk graph: loaded with it, in parallel, and only by the routes that
 * need them. The sign-in path carries only the shell's texts.
 */
export function registerTexts(...areas: readonly Partial<Messages>[]): void {
  Object.assign(catalogOf('en'), ...areas);
}

// Another language's texts arrive after the screen may have rendered: those showing it redraw.
let translationsVersion = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds texts of a language other than English (loaded on demand, see locale-texts.ts). */
export function addTranslations(language: string, ...texts: readonly Catalog[]): void {
  Object.assign(catalogOf(language), ...texts);
  translationsVersion += 1;
  for (const listener of listeners) listener();
}

// The language of a locale lives with the locale choice, without the texts (the entry needs it).
export { languageOf };

export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

export interface I18n {
  locale: string;
  t: Translate;
  /** True when the catalog has a text for `key` (area texts count once loaded). */
  has: (key: string) => key is MessageKey;
}

// Each missing key is reported once (a screen redraws often); tests turn the report into a failure.
const reportedMissing = new Set<string>();

/**
 * A key with no English text: the module that shows it did not register its area's texts
 * (`registerTexts` beside the code that names the key). Said loudly, then the key stands in.
 */
function missingText(key: string): string {
  if (!reportedMissing.has(key)) {
    reportedMissing.add(key);
    console.error(
      `No text for "${key}": register its area's texts (registerTexts) in the module that names it.`,
    );
  }
  return key;
}

/**
 * Texts and formats for a locale: its language's text for a key, else the English one (a
 * translation not loaded yet, or missing). A key with no English text is an error
 * (`missingText`): every module registers the areas whose keys it names.
 */
export function createI18n(locale: string): I18n {
  const english = catalogOf('en');
  const language = languageOf(locale);
  const own = language === 'en' ? english : catalogOf(language);
  const t: Translate = (key, vars) => {
    const template: string = own[key] ?? english[key] ?? missingText(key);
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
  const has = (key: string): key is MessageKey =>
    Object.hasOwn(english, key) || Object.hasOwn(own, key);
  return { locale, t, has };
}

const I18nContext = createContext<I18n>(createI18n('en'));

export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const version = useSyncExternalStore(
    subscribe,
    () => translationsVersion,
    () => translationsVersion,
  );
  // A new value (on a locale change or newly loaded texts) redraws every text on the screen.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` marks newly loaded texts
  const value = useMemo(() => createI18n(locale), [locale, version]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
