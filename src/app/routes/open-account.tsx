import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Account } from '../../api/accounts/schemas';
import { PageHeading } from '../../components/ui/page-heading';
import { accountPath } from '../../config/routes';
import { OpenAccountForm } from '../../features/accounts/open-account-form';
import { useI18n } from '../../lib/i18n/i18n';

/** The page of an account; a company's account carries its company in `?companyId=`. */
export function accountHref(account: Pick<Account, 'id' | 'companyId'>): string {
  const path = accountPath(account.id);
  return account.companyId ? `${path}?companyId=${encodeURIComponent(account.companyId)}` : path;
}

/** /accounts/open (a company's account with `?companyId=`). */
export function OpenAccountRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const companyId = search.get('companyId') || undefined;
  const onOpened = useCallback(
    (account: Account) => void navigate(accountHref(account)),
    [navigate],
  );

  return (
    <section>
      <PageHeading>{t('accounts.open.title')}</PageHeading>
      <OpenAccountForm companyId={companyId} onOpened={onOpened} />
    </section>
  );
}
