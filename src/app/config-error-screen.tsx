import { CenteredMessage } from '../components/ui/centered-message';
import { I18nProvider, useI18n } from '../lib/i18n/i18n';

function Body({ problems }: { problems: readonly string[] }) {
  const { t } = useI18n();
  return (
    <CenteredMessage title={t('config.title')}>
      <p>{t('config.body')}</p>
      <h2>{t('config.problems')}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </CenteredMessage>
  );
}

/** Shown instead of a blank page when /config.json is missing or invalid. */
export function ConfigErrorScreen({ problems }: { problems: readonly string[] }) {
  return (
    <I18nProvider locale={navigator.language || 'en'}>
      <Body problems={problems} />
    </I18nProvider>
  );
}
