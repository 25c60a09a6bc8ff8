/* eslint-disable no-restricted-syntax -- the test reads what the switch stored: a preference */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validationDe } from '../../lib/i18n/de/validation';
import { validationEn } from '../../lib/i18n/en/validation';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { profileDe } from '../../lib/i18n/de/profile';
import { de } from '../../lib/i18n/messages-de';
import { en } from '../../lib/i18n/messages-en';
import { profileEn } from '../../lib/i18n/en/profile';
import { renderWithProviders } from '../../test/mock-bank-harness';
import { LanguagePreference } from './language-preference';

// The stand-in names an area's key, so it brings that area's texts, as a component would.
registerTexts(validationEn);

function Texts() {
  const { t } = useI18n();
  return (
    <>
      <p>{t('nav.accounts')}</p>
      <p>{t('validation.amount.required')}</p>
    </>
  );
}

function renderSwitch(locales = ['en-GB', 'de-DE']) {
  return renderWithProviders(
    <LocaleProvider initialLocale="en-GB" locales={locales}>
      <LanguagePreference />
      <Texts />
    </LocaleProvider>,
  );
}

describe('LanguagePreference', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('names each language in itself, in its own language', () => {
    renderSwitch();
    const group = screen.getByRole('group', { name: profileEn['language.label'] });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByText('Deutsch')).toHaveAttribute('lang', 'de-DE');
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en-GB');
  });

  it('switches the app to German in place and back, keeping only the choice', async () => {
    const { user } = renderSwitch();
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));

    // The shell's and the areas' German, loaded on the switch (first import: compiled on demand).
    const german = await screen.findByRole(
      'group',
      { name: profileDe['language.label'] },
      { timeout: 5000 },
    );
    expect(german).toBeVisible();
    expect(screen.getByText(de['nav.accounts'])).toBeInTheDocument();
    expect(screen.getByText(validationDe['validation.amount.required'])).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(document.documentElement.lang).toBe('de-DE');
    expect({ ...window.localStorage }).toEqual({ 'pref.locale': 'de-DE' });

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('group', { name: profileEn['language.label'] })).toBeVisible();
    expect(screen.getByText(en['nav.accounts'])).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-GB');
    expect(window.localStorage.getItem('pref.locale')).toBe('en-GB');
  });

  it('offers nothing when the bank has one language', () => {
    renderSwitch(['en-GB']);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
