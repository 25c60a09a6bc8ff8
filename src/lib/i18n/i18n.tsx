import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en, type MessageKey, type Messages } from './messages-en';

/** Catalogs by language; the areas' texts are merged in by `loadAreaMessages`. */
const catalogs: Record<string, Partial<Messages>> = { en: { ...en } };

let areasLoaded: Promise<void> | null = null;

/**
 * Loads the texts of the app's areas (once). Area routes await it before they
 * render, so `t()` always finds their keys there.
 */
export function loadAreaMessages(): Promise<void> {
  areasLoaded ??= import('./en/areas').then(({ areaMessagesEn }) => {
    Object.assign(catalogs['en'] ?? {}, areaMessagesEn);
  });
  return areasLoaded;
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
