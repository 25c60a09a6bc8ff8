import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { accountQueries } from '../../api/accounts/queries';
import { describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../config/routes';
import { AccountStatusBadge } from '../../features/accounts/account-status-badge';
import { BankDetailsCard } from '../../features/accounts/bank-details-card';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * /accounts/:accountId (a company's account with `?companyId=`): the account's name, currency
 * and status, and its bank details. Balances and transactions come with the accounts area.
 */
export function AccountRoute() {
  const { t } = useI18n();
  const { accountId = '' } = useParams();
  const [search] = useSearchParams();
  const companyId = search.get('companyId') || undefined;
  const accounts = useQuery(accountQueries.list(companyId));
  const account = accounts.data?.find((candidate) => candidate.id === accountId);

  // One h1 throughout, so focus moved to it on navigation stays there when the data arrives.
  const heading = account
    ? account.title || account.currency
    : accounts.isSuccess
      ? t('accounts.account.notFoundTitle')
      : t('accounts.account.title');

  return (
    <section>
      <PageHeading>{heading}</PageHeading>
      {accounts.isPending ? (
        <Loading />
      ) : accounts.isError ? (
        <ErrorMessage
          error={describeError(accounts.error)}
          onRetry={() => void accounts.refetch()}
        />
      ) : !account ? (
        <>
          <p>{t('accounts.account.notFoundBody')}</p>
          <p>
            <Link to={paths.openAccount}>{t('accounts.account.openAccount')}</Link>
          </p>
        </>
      ) : (
        <>
          <dl className="details account-summary" aria-label={t('accounts.account.summary')}>
            <dt>{t('accounts.account.currency')}</dt>
            <dd>{account.currency}</dd>
            <dt>{t('accounts.account.status')}</dt>
            <dd>
              <AccountStatusBadge status={account.status} />
            </dd>
          </dl>
          <BankDetailsCard account={account} />
        </>
      )}
    </section>
  );
}
