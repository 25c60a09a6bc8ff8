import { useActingCompany } from '../../api/companies/use-acting-company';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { OpenAccountLink } from '../../features/accounts/account-actions';
import { AccountsOverview } from '../../features/accounts/accounts-overview';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useParty } from '../../hooks/use-party';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * /accounts: the user's accounts, or a company's with `?companyId=` (the company switcher
 * sets it; every link from here keeps it), under the company's name.
 */
export function AccountsRoute() {
  const { t } = useI18n();
  const { companyId } = useParty();
  const name = useActingCompany(companyId).data?.name;

  return (
    <section>
      <PageHeader
        title={name ? t('accounts.overview.companyTitle', { name }) : t('accounts.overview.title')}
        actions={
          <OpenAccountLink
            className={buttonClasses('primary')}
            companyId={companyId}
            reserveSpace
          />
        }
      />
      <AccountsOverview companyId={companyId} />
    </section>
  );
}
