import { Link } from 'react-router';
import type { Company } from '../../api/companies/schemas';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { companyAttention } from './attention';
import { AttentionList } from './attention-list';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

/**
 * The home of a company administrator without a personal account: what their companies need
 * (each a link to the step), the way to the companies, and to a personal account of their own.
 */
// Assumption A-111 (docs/assumptions.md): this admin's home is about their companies.
export function AdminHome({ companies }: { companies: readonly Company[] }) {
  const { t } = useI18n();
  const items = companies.flatMap(companyAttention);
  return (
    <div className="home">
      <Card className="home-admin">
        <p>{t('home.admin.body')}</p>
        <p className="home-admin__links">
          <Link className="button button--primary" to={paths.companies}>
            {t('home.admin.companies')}
          </Link>
          <Link to={paths.onboarding}>{t('home.admin.openOwn')}</Link>
        </p>
        {items.length === 0 ? <p>{t('home.admin.allSet')}</p> : null}
      </Card>
      <AttentionList items={items} />
    </div>
  );
}
