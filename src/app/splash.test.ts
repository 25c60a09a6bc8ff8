import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../lib/i18n/messages-de';
import { en } from '../lib/i18n/messages-en';
import { storeLocalePreference } from '../lib/i18n/locale-choice';
import { splashTexts } from '../lib/i18n/splash-texts';
import { applyScheme, setSchemePreference } from '../lib/theme/scheme-preference';
import { showSplash } from './splash';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('showSplash', () => {
  it('says what is happening in a busy main landmark, replacing what #root held', () => {
    const root = document.createElement('div');
    root.append(document.createElement('p'));

    showSplash(root, 'completing');

    const main = root.querySelector('main');
    expect(main?.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('h1')?.textContent).toBe('Completing sign-in…');
    expect(root.querySelector('p')).toBeNull();
  });

  it("speaks the customer's chosen language and shows their colour scheme", () => {
    storeLocalePreference('de-DE');
    setSchemePreference('dark');
    // What the browser shows now is what the splash must keep.
    applyScheme(null);
    const root = document.createElement('div');

    showSplash(root, 'signingIn');

    expect(root.querySelector('h1')?.textContent).toBe('Sie werden angemeldet …');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dataset['scheme']).toBe('dark');
  });

  it("without a choice, speaks the first of the browser's languages it has words for", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de-AT', 'en-GB']);
    const root = document.createElement('div');
    showSplash(root, 'completing');
    expect(root.querySelector('h1')?.textContent).toBe('Anmeldung wird abgeschlossen …');

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    showSplash(root, 'completing');
    expect(root.querySelector('h1')?.textContent).toBe('Completing sign-in…');
  });

  it("uses the app's own words for the same moments", () => {
    expect(splashTexts.en).toEqual({
      signingIn: en['auth.signingIn'],
      completing: en['auth.completing'],
    });
    expect(splashTexts.de).toEqual({
      signingIn: de['auth.signingIn'],
      completing: de['auth.completing'],
    });
  });
});
