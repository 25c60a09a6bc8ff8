import {
  browserLanguages,
  chooseLocale,
  matchLocale,
  readLocalePreference,
  type LocaleOptions,
} from './locale-choice';
import { loadShellTexts, setActiveLocale } from './locale-texts';

/**
 * Chooses the locale before the first render (preference, browser, default) and loads its
 * shell texts, so the first screen is already in that language; `<html lang>` follows. Never
 * rejects: when the texts cannot load, the app starts in the default locale.
 */
export async function startLocale(options: LocaleOptions): Promise<string> {
  let locale = chooseLocale(options, readLocalePreference(), browserLanguages());
  try {
    await loadShellTexts(locale);
  } catch {
    locale = matchLocale(options.defaultLocale, options.locales) ?? options.defaultLocale;
  }
  setActiveLocale(locale);
  document.documentElement.lang = locale;
  return locale;
}
