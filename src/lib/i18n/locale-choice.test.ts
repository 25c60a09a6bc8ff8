import { describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale, ownLanguageName } from './locale-choice';

const offered = { locales: ['en-GB', 'de-DE'], defaultLocale: 'en-GB' };

describe('chooseLocale', () => {
  it('takes the stored preference when the bank offers it', () => {
    expect(chooseLocale(offered, 'de-DE', ['en-US'])).toBe('de-DE');
  });

  it('ignores a stored preference the bank no longer offers', () => {
    expect(chooseLocale(offered, 'fr-FR', ['de-CH'])).toBe('de-DE');
  });

  it('takes the first browser language the bank offers, matched by language', () => {
    expect(chooseLocale(offered, null, ['de-AT', 'en-GB'])).toBe('de-DE');
    expect(chooseLocale(offered, null, ['fr-FR', 'en-US', 'de'])).toBe('en-GB');
    expect(chooseLocale(offered, null, ['DE-de'])).toBe('de-DE');
  });

  it('falls back to the default when the browser speaks nothing offered', () => {
    expect(chooseLocale(offered, null, ['fr-FR', 'it'])).toBe('en-GB');
    expect(chooseLocale({ ...offered, defaultLocale: 'de-DE' }, null, [])).toBe('de-DE');
    // A default given by language only ("en") is the offered locale of that language.
    expect(chooseLocale({ locales: ['en-GB'], defaultLocale: 'en' }, null, [])).toBe('en-GB');
  });
});

describe('matchLocale', () => {
  it('prefers the exact tag, then the language', () => {
    expect(matchLocale('en-US', ['en-GB', 'en-US'])).toBe('en-US');
    expect(matchLocale('en-AU', ['en-GB', 'en-US'])).toBe('en-GB');
    expect(matchLocale('pt', ['en-GB'])).toBeUndefined();
    expect(matchLocale(' ', ['en-GB'])).toBeUndefined();
  });
});

describe('ownLanguageName', () => {
  it('names each language in itself', () => {
    expect(ownLanguageName('en-GB', offered.locales)).toBe('English');
    expect(ownLanguageName('de-DE', offered.locales)).toBe('Deutsch');
  });

  it('adds the region when the bank offers a language twice', () => {
    expect(ownLanguageName('en-GB', ['en-GB', 'en-US'])).toBe(
      new Intl.DisplayNames(['en-GB'], { type: 'language' }).of('en-GB'),
    );
  });
});
