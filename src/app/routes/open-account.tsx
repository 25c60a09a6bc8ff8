import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Account } from '../../api/accounts/schemas';
import { useActingCompany } from '../../api/companies/use-acting-company';
import { PageHeader } from '../../components/ui/page-header';
import { accountHref } from '../../config/routes';
import { OpenAccountForm } from '../../features/accounts/open-account-form';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useParty } from '../../hooks/use-party';
import { accountsOpenEn } from '../../lib/i18n/en/accounts-open';

registerTexts(accountsOpenEn);

/** /accounts/open (a company's account with `?companyId=`, under the company's name). */
export function OpenAccountRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { companyId } = useParty();
  const company = useActingCompany(companyId).data;
  const onOpened = useCallback(
    // The account's page keeps the company the form was opened for.
    (account: Account) =>
      void navigate(accountHref({ id: account.id, companyId: account.companyId || companyId })),
    [navigate, companyId],
  );

  return (
    <section>
      <PageHeader
        title={
          company?.name
            ? t('accounts.open.companyTitle', { name: company.name })
            : t('accounts.open.title')
        }
      />
      <OpenAccountForm companyId={companyId} onOpened={onOpened} />
    </section>
  );
}
