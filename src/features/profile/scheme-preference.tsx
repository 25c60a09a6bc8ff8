import { ChoiceGroup } from '../../components/forms/choice-group';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { profileEn } from '../../lib/i18n/en/profile';
import type { ColorScheme } from '../../lib/theme/scheme-preference';
import { useSchemePreference } from '../../lib/theme/use-color-scheme';

registerTexts(profileEn);

const SYSTEM = 'system';

/**
 * Light, dark, or the same as the device: applied at once (no reload) and kept as a
 * preference in this browser, never with anything about the session.
 */
export function SchemePreference() {
  const { t } = useI18n();
  const [scheme, setScheme] = useSchemePreference();
  return (
    <ChoiceGroup
      name="color-scheme"
      legend={t('profile.scheme')}
      options={[
        { value: SYSTEM, label: t('profile.schemeSystem') },
        { value: 'light', label: t('profile.schemeLight') },
        { value: 'dark', label: t('profile.schemeDark') },
      ]}
      value={scheme ?? SYSTEM}
      onChange={(value) => setScheme(value === SYSTEM ? null : (value as ColorScheme))}
    />
  );
}
