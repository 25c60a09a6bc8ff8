import { useCallback, useDeferredValue, useMemo } from 'react';
import { createTransactionSearch } from '../../domain/transactions/history-search';
import { totalsOf } from '../../domain/transactions/history-totals';
import type { Transaction } from '../../api/transactions/schemas';
import { useRefreshHistory } from '../../api/transactions/refresh-history';
import { ErrorMessage } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { RefreshIcon } from '../../components/ui/icon';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { historyTransactionHref } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { describeHistoryError } from './history-error';
import { HistoryFooter } from './history-footer';
import { HistoryList } from './history-list';
import type { HistoryParams } from './history-params';
import { HistorySummary } from './history-summary';
import { historyListParams, useHistoryPages } from './use-history-pages';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

function EmptyState({ title, body }: { title: MessageKey; body: MessageKey }) {
  const { t } = useI18n();
  return (
    <div className="history-empty">
      <p className="history-empty__title">{t(title)}</p>
      <p>{t(body)}</p>
    </div>
  );
}

/**
 * One account's history as the address asks for it: loading, failure with a retry, its own
 * empty states (no transactions at all, none with this status, no match for the search),
 * the totals and number of matches of what is shown, the list and its end.
 */
export function HistoryResults({
  accountId,
  currency,
  params,
  listSearch,
}: {
  accountId: string;
  currency: string;
  params: HistoryParams;
  /** The history's query string, carried to a transaction's details. */
  listSearch: string;
}) {
  const { t, locale } = useI18n();
  const { companyId, status, sortOrder } = params;
  const listParams = useMemo(
    () => historyListParams({ accountId, companyId, status, sortOrder }),
    [accountId, companyId, status, sortOrder],
  );
  const { query, transactions } = useHistoryPages(listParams);
  const refresh = useRefreshHistory(listParams);
  const text = useDeferredValue(params.q.trim());
  const shown = useMemo(
    () => (text ? transactions.filter(createTransactionSearch(text, locale)) : transactions),
    [transactions, text, locale],
  );
  const totals = useMemo(() => totalsOf(shown), [shown]);
  const hrefOf = useCallback(
    (transaction: Transaction) => historyTransactionHref(transaction.id, listSearch),
    [listSearch],
  );

  const { hasNextPage, isFetchingNextPage, isPlaceholderData, isFetchNextPageError } = query;
  const fetchNextPage = query.fetchNextPage;
  const canLoadMore =
    hasNextPage && !query.isFetching && !isPlaceholderData && !isFetchNextPageError;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  if (query.status === 'pending') {
    return (
      <Skeleton label={t('history.list.loading')}>
        <SkeletonRows count={6} />
      </Skeleton>
    );
  }
  if (query.status === 'error' && !isFetchNextPageError) {
    return (
      <ErrorMessage
        title={t('history.list.errorTitle')}
        error={describeHistoryError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const updating = isPlaceholderData;
  // Reading the first page again (not loading the next one, not a new filter's first read).
  const refreshing = query.isRefetching && !isFetchingNextPage && !updating;
  const nothingLoaded = transactions.length === 0 && !hasNextPage;
  return (
    <div className="history-results" aria-busy={updating || refreshing || undefined}>
      <div className="history-results__bar">
        <p className="history-results__updating" role="status">
          {updating ? t('history.list.updating') : refreshing ? t('history.list.refreshing') : ''}
        </p>
        <Button
          variant="quiet"
          icon={RefreshIcon}
          onClick={() => {
            if (!refreshing && !updating) void refresh();
          }}
        >
          {t('history.list.refresh')}
        </Button>
      </div>
      {nothingLoaded ? (
        params.status ? (
          <EmptyState title="history.list.noStatusTitle" body="history.list.noStatusBody" />
        ) : (
          <EmptyState title="history.list.emptyTitle" body="history.list.emptyBody" />
        )
      ) : (
        <>
          <HistorySummary
            totals={totals}
            currency={currency}
            searching={text !== ''}
            matches={shown.length}
          />
          {shown.length === 0 ? (
            <EmptyState title="history.list.noMatchTitle" body="history.list.noMatchBody" />
          ) : (
            <HistoryList
              transactions={shown}
              currency={currency}
              hrefOf={hrefOf}
              // While searching, more pages load on request only (the search is of loaded rows).
              canLoadMore={canLoadMore && text === ''}
              onNearEnd={loadMore}
            />
          )}
          <HistoryFooter
            hasNextPage={hasNextPage}
            loadingMore={isFetchingNextPage}
            moreError={isFetchNextPageError ? describeHistoryError(query.error) : null}
            ascending={params.sortOrder === 'ascending'}
            onLoadMore={loadMore}
          />
        </>
      )}
    </div>
  );
}
