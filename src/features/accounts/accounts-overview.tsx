import { useMemo } from 'react';
import { Link } from 'react-router';
import { groupByCurrency } from '../../api/accounts/accounts-with-balances';
import { accountErrors } from '../../api/accounts/errors';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import { useCapabilities } from '../../api/client/use-capabilities';
import { describeError, hasMessage } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Card } from '../../components/ui/card';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { paths } from '../../config/routes';
import { useI18n } from '../../lib/i18n/i18n';
import { CurrencyGroupSection } from './currency-group';
import { NotAllowedNotice } from './not-allowed-notice';

/**
 * The accounts of the user (or of `companyId`), grouped by currency with a total per
 * currency: GET /v1/accounts joined with the balances of GET /account, both read at once.
 * When only the balances fail, the accounts are still listed, with the balances' error and a
 * way to retry.
 */
export function AccountsOverview({ companyId }: { companyId: string | undefined }) {
  const { t } = useI18n();
  const { list, legacy, accounts } = useAccountsWithBalances(companyId);
  const groups = useMemo(() => (accounts ? groupByCurrency(accounts) : []), [accounts]);
  const openAccount = useCapabilities().data?.openAccount;

  // Loading lasts until both lists have answered; only the v1 list's failure stops the page.
  const overview: QueryStateSource<typeof groups> = {
    status: list.isError ? 'error' : list.isPending || legacy.isPending ? 'pending' : 'success',
    data: groups,
    error: list.error,
    refetch: () => {
      void list.refetch();
      if (legacy.isError) void legacy.refetch();
    },
  };

  return (
    <QueryState
      query={overview}
      describeError={describeError}
      loadingLabel={t('accounts.overview.loading')}
      renderError={(error) =>
        hasMessage(error, accountErrors.clientNotFound) ? (
          <Card>
            <h2>{t('accounts.overview.noClientTitle')}</h2>
            <p>{t('accounts.overview.noClientBody')}</p>
            <Link to={paths.onboarding}>{t('accounts.overview.createProfile')}</Link>
          </Card>
        ) : undefined
      }
      isEmpty={(found) => found.length === 0}
      empty={
        // "Open an account to…" only to a customer who may; otherwise why not.
        openAccount && !openAccount.allowed ? (
          <NotAllowedNotice reason={openAccount.reason} />
        ) : (
          <Card>
            <h2>
              {companyId
                ? t('accounts.overview.companyEmptyTitle')
                : t('accounts.overview.emptyTitle')}
            </h2>
            <p>{t('accounts.overview.emptyBody')}</p>
          </Card>
        )
      }
    >
      {(found) => (
        <>
          {legacy.isError ? (
            <ErrorMessage
              title={t('accounts.overview.balancesFailed')}
              error={describeError(legacy.error)}
              onRetry={() => void legacy.refetch()}
            />
          ) : null}
          {found.map((group) => (
            <CurrencyGroupSection key={group.currency} group={group} companyId={companyId} />
          ))}
        </>
      )}
    </QueryState>
  );
}
