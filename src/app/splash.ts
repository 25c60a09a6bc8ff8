import { browserLanguages, languageOf, readLocalePreference } from '../lib/i18n/locale-choice';
import { splashTexts, type SplashMoment } from '../lib/i18n/splash-texts';
import { applyScheme, readSchemePreference } from '../lib/theme/scheme-preference';

/**
 * Says what is happening while the app's code loads, on a page the entry has just opened: the
 * way to the identity provider ("Signing you in…") or the way back from it ("Completing
 * sign-in…"). On a slow phone that code takes seconds; the customer sees the message, in their
 * language and colour scheme, at once. The app draws over it (React replaces #root's content).
 */
export function showSplash(root: HTMLElement, moment: SplashMoment): void {
  applyScheme(readSchemePreference());
  const language = splashLanguage();
  document.documentElement.lang = language;
  const texts = splashTexts[language];

  const main = document.createElement('main');
  main.className = moment === 'signingIn' ? 'centered splash--leaving' : 'centered';
  main.id = 'main';
  main.setAttribute('aria-busy', 'true');
  const card = document.createElement('div');
  card.className = 'centered__card';
  const spinner = document.createElement('span');
  spinner.className = 'spinner';
  spinner.setAttribute('aria-hidden', 'true');
  const title = document.createElement('h1');
  title.className = 'splash__title';
  title.textContent = texts[moment];
  card.append(spinner, title);
  main.append(card);
  root.replaceChildren(main);
}

function splashLanguage(): keyof typeof splashTexts {
  const known = (language: string): language is keyof typeof splashTexts =>
    Object.hasOwn(splashTexts, language);
  const chosen = readLocalePreference();
  const wanted = [...(chosen ? [chosen] : []), ...browserLanguages()].map(languageOf);
  return wanted.find(known) ?? 'en';
}
