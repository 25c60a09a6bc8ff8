import { afterEach, describe, expect, it } from 'vitest';
import { de } from '../lib/i18n/messages-de';
import { en } from '../lib/i18n/messages-en';
import { storeLocalePreference } from '../lib/i18n/locale-choice';
import { splashTexts } from '../lib/i18n/splash-texts';
import { applyScheme, setSchemePreference } from '../lib/theme/scheme-preference';
import { testConfig } from '../test/test-config';
import { showSplash } from './splash';

afterEach(() => {
  setSchemePreference(null);
  storeLocalePreference('en-GB');
});

describe('showSplash', () => {
  it('says what is happening in a busy main landmark, replacing what #root held', () => {
    const root = document.createElement('div');
    root.append(document.createElement('p'));

    showSplash(root, 'completing', testConfig);

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

    showSplash(root, 'signingIn', testConfig);

    expect(root.querySelector('h1')?.textContent).toBe('Sie werden angemeldet …');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.documentElement.dataset['scheme']).toBe('dark');
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
