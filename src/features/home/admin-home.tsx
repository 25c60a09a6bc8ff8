import { Link } from '../../lib/router/link';
import type { Company } from '../../api/companies/schemas';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { CompaniesMoney } from './companies-money';
import { homeSetupEn } from '../../lib/i18n/en/home-setup';

registerTexts(homeSetupEn);

/**
 * The home of a company administrator without a personal account: that they have none yet
 * (with the way to open one), then each company's money and what it still needs.
 */
// Assumption A-111 (docs/assumptions.md): this admin's home is about their companies.
export function AdminHome({ companies }: { companies: readonly Company[] }) {
  const { t } = useI18n();
  return (
    <div className="home">
      <Card className="home-admin">
        <p>{t('home.admin.body')}</p>
        <p className="home-admin__links">
          <Link className="button button--primary" to={paths.onboarding}>
            {t('home.admin.openOwn')}
          </Link>
          <Link to={paths.companies}>{t('home.admin.companies')}</Link>
        </p>
      </Card>
      <CompaniesMoney companies={companies} />
    </div>
  );
}
