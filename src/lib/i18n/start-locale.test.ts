/* eslint-disable no-restricted-syntax -- the test stores the language preference itself */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { de } from './messages-de';
import { en } from './messages-en';
import { startLocale } from './start-locale';

const offered = { locales: ['en-GB', 'de-DE'], defaultLocale: 'en-GB' };

afterEach(() => window.localStorage.clear());

describe('startLocale', () => {
  it('starts in the browser’s language, its shell texts loaded before the first screen', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    expect(createI18n('de-DE').t('nav.profile')).toBe(en['nav.profile']);
    await expect(startLocale(offered)).resolves.toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(createI18n('de-DE').t('nav.profile')).toBe(de['nav.profile']);
  });

  it('lets the stored choice win over the browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    window.localStorage.setItem('pref.locale', 'en-GB');
    await expect(startLocale(offered)).resolves.toBe('en-GB');
    expect(document.documentElement.lang).toBe('en-GB');
  });
});
