import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en, type MessageKey, type Messages } from './messages-en';

/** Catalogs by language; each area's texts are added by `registerTexts`. */
const catalogs: Record<string, Partial<Messages>> = { en: { ...en } };

/**
 * Adds areas' English texts to the catalog. A route screen calls it at the top of its module
 * for the areas it shows (and a shared piece for the texts it uses itself), so the texts are
 * part of the route's chunk graph: loaded with it, in parallel, and only by the routes that
 * need them. The sign-in path carries only the shell's texts.
 */
export function registerTexts(...areas: readonly Partial<Messages>[]): void {
  Object.assign(catalogs['en'] ?? {}, ...areas);
}

export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

export interface I18n {
  locale: string;
  t: Translate;
  /** True when the catalog has a text for `key` (area texts count once loaded). */
  has: (key: string) => key is MessageKey;
}

/** Picks the catalog for a locale ("en-GB" falls back to "en", anything else to English). */
export function createI18n(locale: string): I18n {
  const language = locale.split('-')[0] ?? 'en';
  const messages: Partial<Messages> =
    catalogs[locale] ?? catalogs[language] ?? catalogs['en'] ?? {};
  const t: Translate = (key, vars) => {
    // A key whose area texts are not loaded shows as itself (visible in tests).
    const template: string = messages[key] ?? key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
  const has = (key: string): key is MessageKey => Object.hasOwn(messages, key);
  return { locale, t, has };
}

const I18nContext = createContext<I18n>(createI18n('en'));

export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const value = useMemo(() => createI18n(locale), [locale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
