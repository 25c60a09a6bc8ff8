import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { accountQueries } from '../../api/accounts/queries';
import { usePrefetchTransactionPages } from '../../api/transactions/use-prefetch-pages';
import { useReadNow } from '../../api/use-read-now';
import type { Account } from '../../api/accounts/schemas';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { describeError } from '../../api/errors';
import { accountName } from '../../components/accounts/account-name';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useHistoryParams } from '../../features/history/history-params';
import { ExportCsvButton } from '../../features/history/export-csv-button';
import { HistoryRefresh } from '../../features/history/history-refresh';
import { HistoryResults } from '../../features/history/history-results';
import { HistoryToolbar } from '../../features/history/history-toolbar';
import { historyListParams } from '../../features/history/use-history-pages';
import { NotAllowedNotice } from '../../features/accounts/not-allowed-notice';
import { registerTexts, useI18n, type Translate } from '../../lib/i18n/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

function accountLabel(account: Account, t: Translate): string {
  const name = accountName(account, { t });
  return t('history.list.accountOption', { name, currency: account.currency });
}

/**
 * /history?accountId=&status=&sort=&q=&from=&to=&flow=&min=&max= (a company's accounts with
 * `?companyId=`): every account of the party by default, each row naming its account, or the
 * one account the address names; filtered, ordered and searched as the address says.
 */
export function HistoryRoute() {
  const { t } = useI18n();
  const location = useLocation();
  const [params, update] = useHistoryParams();
  // The accounts, which the filters list, and the first rows leave together as the screen
  // renders (no waterfall, and not once React has shown it).
  useReadNow(accountQueries.list(params.companyId));
  const accounts = useQuery(accountQueries.list(params.companyId));
  const { accountId, companyId, status, sortOrder } = params;
  const listParams = useMemo(
    () => historyListParams({ accountId, companyId, status, sortOrder }),
    [accountId, companyId, status, sortOrder],
  );
  usePrefetchTransactionPages(listParams);
  const account = accountId
    ? accounts.data?.find((candidate) => candidate.id === accountId)
    : undefined;
  const unknownAccount = accountId !== undefined && accounts.isSuccess && !account;
  // A party without accounts that may not open one is told why, not "no accounts yet".
  const party = usePartyCapabilities(companyId).data;
  const openAccount = party?.capabilities.openAccount;

  useDocumentTitle(t('history.title'));

  return (
    <section className="history">
      <PageHeader
        title={t('history.title')}
        actions={
          accounts.data && accounts.data.length > 0 && !unknownAccount ? (
            <ExportCsvButton accounts={accounts.data} params={params} />
          ) : null
        }
      />
      <QueryState
        query={accounts}
        describeError={describeError}
        loadingLabel={t('history.list.accountsLoading')}
        isEmpty={(list) => list.length === 0}
        empty={
          openAccount && !openAccount.allowed ? (
            <NotAllowedNotice reason={openAccount.reason} company={party?.company} />
          ) : (
            <div className="history-empty">
              <p className="history-empty__title">{t('history.list.noAccountsTitle')}</p>
              <p>{t('history.list.noAccountsBody')}</p>
            </div>
          )
        }
      >
        {(list) => (
          <>
            <HistoryToolbar
              accounts={[
                { id: '', label: t('history.list.allAccounts') },
                ...(unknownAccount && accountId
                  ? [{ id: accountId, label: t('history.list.chooseAccount') }]
                  : []),
                ...list.map((item) => ({ id: item.id, label: accountLabel(item, t) })),
              ]}
              params={params}
              onChange={update}
              refresh={unknownAccount ? null : <HistoryRefresh listParams={listParams} />}
            />
            {unknownAccount ? (
              <div className="history-empty">
                <p className="history-empty__title">{t('history.list.unknownAccountTitle')}</p>
                <p>{t('history.list.unknownAccountBody')}</p>
              </div>
            ) : (
              <HistoryResults
                accounts={list}
                params={params}
                listParams={listParams}
                listSearch={location.search}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
