import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../../test/console-errors';
import { addTranslations, createI18n, I18nProvider, registerTexts, useI18n } from './i18n';
import { en, type MessageKey } from './messages-en';

function Title() {
  const { t } = useI18n();
  return <p>{t('title.profile')}</p>;
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

describe('an area whose texts were not registered', () => {
  it('is an error naming the key (once), and its text shows once the area registers', () => {
    // A key of no area anywhere in the app: nothing else can have registered it.
    const key = 'testArea.greeting' as MessageKey;
    const { t } = createI18n('en-GB');
    expect(t(key)).toBe(key);
    expect(t(key)).toBe(key);
    const errors = takeConsoleErrors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('No text for "testArea.greeting"');

    registerTexts({ [key]: 'Hello from the test area' });
    expect(createI18n('en-GB').t(key)).toBe('Hello from the test area');
    expect(takeConsoleErrors()).toEqual([]);
  });
});

describe('I18nProvider', () => {
  it('redraws its texts when translations for its language arrive', () => {
    render(
      <I18nProvider locale="xz-ZZ">
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByText(en['title.profile'])).toBeInTheDocument();
    act(() => addTranslations('xz', { 'title.profile': 'Ihr Profil (xz)' }));
    expect(screen.getByText('Ihr Profil (xz)')).toBeInTheDocument();
  });
});
