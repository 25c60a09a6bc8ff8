import type { CompanyNeed } from '../../api/companies/needs';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { useI18n } from '../../lib/i18n/i18n';

const needWords: Record<CompanyNeed, MessageKey> = {
  kyb: 'companies.needs.kyb',
  contract: 'companies.needs.contract',
  email: 'companies.needs.email',
};

/**
 * What a company still needs before it can bank, in plain words; or that nothing is missing.
 * The screens for each step come later, so each says so instead of linking.
 */
export function CompanyNeedsNotice({
  name,
  needs,
}: {
  name: string;
  needs: readonly CompanyNeed[];
}) {
  const { t } = useI18n();
  if (needs.length === 0) return <p className="company-card__ready">{t('companies.ready')}</p>;
  return (
    <div className="company-card__needs">
      <p className="company-card__needs-title">{t('companies.needs.title', { name })}</p>
      <ul>
        {needs.map((need) => (
          <li key={need}>{t(needWords[need])}</li>
        ))}
      </ul>
      <p className="company-card__soon">{t('companies.needs.soon')}</p>
    </div>
  );
}
