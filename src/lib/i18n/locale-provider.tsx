import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { I18nProvider } from './i18n';
import { storeLocalePreference } from './locale-choice';
import { loadLocaleTexts, setActiveLocale } from './locale-texts';

export interface LocaleSwitch {
  /** The active locale ("de-DE"). */
  locale: string;
  /** The locales the bank offers (config.locales). */
  locales: readonly string[];
  /**
   * Shows the app in another offered locale, in place (a reload would end the in-memory
   * session), once its texts are loaded, and stores the choice. Rejects when they cannot load.
   */
  setLocale: (locale: string) => Promise<void>;
}

const LocaleContext = createContext<LocaleSwitch | null>(null);

/**
 * The active locale for the whole app: texts and formats follow it, and so does `<html lang>`.
 * Start it with the locale chosen before the first render (start-locale.ts).
 */
export function LocaleProvider({
  initialLocale,
  locales,
  children,
}: {
  initialLocale: string;
  locales: readonly string[];
  children: ReactNode;
}) {
  const [locale, setActive] = useState(initialLocale);

  // Before the browser paints: the page's language is that of the words drawn in the same
  // commit, so a screen reader never reads German words with the English voice. (After the
  // paint, as an effect, a busy machine drew the German words before the page said so.)
  useLayoutEffect(() => {
    setActiveLocale(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo<LocaleSwitch>(
    () => ({
      locale,
      locales,
      setLocale: async (next) => {
        if (!locales.includes(next)) return;
        await loadLocaleTexts(next);
        // Area routes that load from now on bring this locale's texts.
        setActiveLocale(next);
        storeLocalePreference(next);
        setActive(next);
      },
    }),
    [locale, locales],
  );

  return (
    <LocaleContext value={value}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </LocaleContext>
  );
}

export function useLocaleSwitch(): LocaleSwitch {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocaleSwitch is used outside LocaleProvider');
  return value;
}
