/**
 * The few words the entry shows before the app's texts load (src/app/splash.ts), by language.
 * The same words as the app's own `auth.signingIn` and `auth.completing` (a test holds them
 * equal), kept apart so a new page does not load a whole catalogue to say them.
 */
export type SplashMoment = 'signingIn' | 'completing';

export const splashTexts: Record<'en' | 'de', Record<SplashMoment, string>> = {
  en: { signingIn: 'Signing you in…', completing: 'Completing sign-in…' },
  de: { signingIn: 'Sie werden angemeldet …', completing: 'Anmeldung wird abgeschlossen …' },
};
