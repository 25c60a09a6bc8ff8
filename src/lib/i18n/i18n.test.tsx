import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addTranslations, createI18n, I18nProvider, useI18n } from './i18n';
import { en } from './messages-en';

function Title() {
  const { t } = useI18n();
  return <p>{t('profile.title')}</p>;
}

describe('createI18n', () => {
  it('shows English for a key its language lacks, never the key', () => {
    addTranslations('xx', { 'nav.profile': 'Profil-xx' });
    const { t } = createI18n('xx-YY');
    expect(t('nav.profile')).toBe('Profil-xx');
    expect(t('nav.accounts')).toBe(en['nav.accounts']);
  });

  it('fills placeholders in the chosen language', () => {
    addTranslations('xy', { 'nav.signedInAs': 'Hallo {name}' });
    expect(createI18n('xy').t('nav.signedInAs', { name: 'Ada' })).toBe('Hallo Ada');
  });
});

describe('I18nProvider', () => {
  it('redraws its texts when translations for its language arrive', () => {
    render(
      <I18nProvider locale="xz-ZZ">
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByText(en['profile.title'])).toBeInTheDocument();
    act(() => addTranslations('xz', { 'profile.title': 'Ihr Profil (xz)' }));
    expect(screen.getByText('Ihr Profil (xz)')).toBeInTheDocument();
  });
});
