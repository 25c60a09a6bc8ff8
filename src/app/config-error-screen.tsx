import { CenteredMessage } from '../components/ui/centered-message';
import { I18nProvider, useI18n } from '../lib/i18n/i18n';

/** "oidc.authority: must be …": the key set apart, so the deployer sees which one to fix. */
function Problem({ text }: { text: string }) {
  const key = /^([\w.]+): /.exec(text)?.[1];
  if (!key) return <li>{text}</li>;
  return (
    <li>
      <code>{key}</code>
      {text.slice(key.length)}
    </li>
  );
}

function Body({ problems }: { problems: readonly string[] }) {
  const { t } = useI18n();
  return (
    <CenteredMessage title={t('config.title')}>
      <p>{t('config.body')}</p>
      <h2>{t('config.problems')}</h2>
      <ul>
        {problems.map((problem) => (
          <Problem key={problem} text={problem} />
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
