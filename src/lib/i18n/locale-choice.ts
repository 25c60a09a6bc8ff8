/** The language of a BCP 47 locale ("de-AT" → "de"). */
export function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? '').toLowerCase() || 'en';
}

/** The one thing stored about language: the customer's choice (a preference, never data). */
export const LOCALE_PREFERENCE_KEY = 'pref.locale';

export interface LocaleOptions {
  /** The locales the bank offers (config.locales), e.g. ["en-GB", "de-DE"]. */
  locales: readonly string[];
  /** config.defaultLocale: used when neither a preference nor the browser picks one. */
  defaultLocale: string;
}

/**
 * The offered locale that fits a wanted one: the same tag (any case), else the first offered
 * locale of the same language ("de-AT" → "de-DE", "en-US" → "en-GB"); undefined when none.
 */
export function matchLocale(wanted: string, locales: readonly string[]): string | undefined {
  const tag = wanted.trim().toLowerCase();
  if (!tag) return undefined;
  const exact = locales.find((locale) => locale.toLowerCase() === tag);
  if (exact) return exact;
  const language = languageOf(tag);
  return locales.find((locale) => languageOf(locale) === language);
}

/**
 * The locale the app starts in: the stored preference when the bank still offers it, else the
 * first of the browser's languages the bank offers (by language), else the default (itself or
 * its language among the offered ones, else the first offered).
 */
// Assumption A-160 (docs/assumptions.md): preference, then the browser by language, then the default.
export function chooseLocale(
  options: LocaleOptions,
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): string {
  const { locales, defaultLocale } = options;
  if (stored && locales.includes(stored)) return stored;
  for (const language of browserLanguages) {
    const match = matchLocale(language, locales);
    if (match) return match;
  }
  return matchLocale(defaultLocale, locales) ?? locales[0] ?? defaultLocale;
}

function preferences(): Storage | null {
  try {
    // eslint-disable-next-line no-restricted-syntax -- a preference (the language), never a token
    return window.localStorage;
  } catch {
    return null; // Storage may be disabled (private modes, policies).
  }
}

/** The stored preference, or null. */
export function readLocalePreference(): string | null {
  try {
    return preferences()?.getItem(LOCALE_PREFERENCE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeLocalePreference(locale: string): void {
  try {
    preferences()?.setItem(LOCALE_PREFERENCE_KEY, locale);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
}

/** The browser's languages in its order of preference. */
export function browserLanguages(): readonly string[] {
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * A locale's name in its own language, as a language switch shows it ("English", "Deutsch"):
 * the language alone, or with its region when the bank offers the language more than once.
 */
export function ownLanguageName(locale: string, locales: readonly string[]): string {
  const language = languageOf(locale);
  const twice = locales.filter((other) => languageOf(other) === language).length > 1;
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(twice ? locale : language);
  } catch {
    name = undefined;
  }
  if (!name) return locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
