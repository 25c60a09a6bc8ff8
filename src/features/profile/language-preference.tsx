import { useState } from 'react';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { profileEn } from '../../lib/i18n/en/profile';
import { ownLanguageName } from '../../lib/i18n/locale-choice';
import { useLocaleSwitch } from '../../lib/i18n/locale-provider';

registerTexts(profileEn);

/**
 * The app's language among those the bank offers, each named in its own language: the app
 * changes in place (a reload would end the session, which lives in memory) and the choice is
 * kept as a preference in this browser. Nothing to choose when the bank offers one language.
 */
export function LanguagePreference() {
  const { t } = useI18n();
  const { locale, locales, setLocale } = useLocaleSwitch();
  const [failed, setFailed] = useState(false);
  if (locales.length < 2) return null;

  const choose = (next: string) => {
    setFailed(false);
    setLocale(next).catch(() => setFailed(true));
  };

  return (
    <ChoiceGroup
      name="language"
      legend={t('language.label')}
      options={locales.map((option) => ({
        value: option,
        label: ownLanguageName(option, locales),
        lang: option,
      }))}
      value={locale}
      onChange={choose}
      error={failed ? t('language.failed') : undefined}
    />
  );
}
