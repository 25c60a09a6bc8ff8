import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Account } from '../../api/accounts/schemas';
import type { TransactionListParams } from '../../api/transactions/requests';
import type { Transaction } from '../../api/transactions/schemas';
import {
  createHistoryFilter,
  filtersSomething,
  readPastRange,
} from '../../domain/transactions/history-filter';
import { createTransactionSearch } from '../../domain/transactions/history-search';
import { feeBookingOf } from '../../domain/transactions/fee-booking';
import { totalsByCurrency } from '../../domain/transactions/history-totals';
import { accountName } from '../../components/accounts/account-name';
import { ErrorMessage } from '../../components/errors/error-message';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton';
import { historyTransactionHref } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { describeHistoryError } from './history-error';
import { HistoryFooter } from './history-footer';
import { HistoryList } from './history-list';
import { detailsSearchOf, type HistoryParams } from './history-params';
import { HistoryReading } from './history-reading';
import { HistorySummary } from './history-summary';
import { listingActivity, useHistoryPages } from './use-history-pages';
import { useReadEverything } from './use-read-everything';
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
 * A history as the address asks for it, of one account or of every account of the party:
 * loading, failure with a retry, its own empty states (no transactions at all, none with this
 * status, none matching the filters or the search), the totals and number of matches, the list
 * and its end. A search or filter reads every page first (with its progress and a way to
 * stop), so what it counts and totals is the whole view, or says it is not.
 */
export function HistoryResults({
  accounts,
  params,
  listParams,
  listSearch,
}: {
  /** The party's accounts; one of them when `params.accountId` names it. */
  accounts: readonly Account[];
  params: HistoryParams;
  /** The listing these params read (`historyListParams`), as the screen asked for it. */
  listParams: TransactionListParams;
  /** The history's query string, carried to a transaction's details. */
  listSearch: string;
}) {
  const { t, locale } = useI18n();
  const { accountId, sortOrder } = params;
  const { query, queryKey, transactions } = useHistoryPages(listParams);
  const text = useDeferredValue(params.q.trim());
  const { from, to, flow, min, max } = params;
  const filter = useMemo(() => ({ from, to, flow, min, max }), [from, to, flow, min, max]);
  const filtering = filtersSomething(filter);
  const shown = useMemo(() => {
    const keep = createHistoryFilter(filter);
    const search = text ? createTransactionSearch(text, locale) : null;
    return transactions.filter((item) => keep(item) && (!search || search(item)));
  }, [transactions, filter, text, locale]);

  const byId = useMemo(() => new Map(accounts.map((item) => [item.id, item])), [accounts]);
  const currencyOf = useCallback(
    (transaction: Transaction) => byId.get(transaction.accountId)?.currency ?? '',
    [byId],
  );
  const accountOf = useCallback(
    (transaction: Transaction) => {
      const account = byId.get(transaction.accountId);
      return account ? accountName(account, { t }) : t('history.list.otherAccount');
    },
    [byId, t],
  );
  // Fees booked as rows of their own are read from every loaded row, not just the shown ones.
  const booking = useMemo(() => feeBookingOf(transactions), [transactions]);
  const totals = useMemo(
    () => totalsByCurrency(shown, currencyOf, booking),
    [shown, currencyOf, booking],
  );
  const hrefOf = useCallback(
    (transaction: Transaction) =>
      historyTransactionHref(transaction.id, detailsSearchOf(listSearch, transaction.accountId)),
    [listSearch],
  );

  const { hasNextPage, isFetchingNextPage, isPlaceholderData, isFetchNextPageError } = query;
  const fetchNextPage = query.fetchNextPage;
  const everything = useReadEverything({
    listing: JSON.stringify(queryKey),
    wanted: filtering || text !== '',
    covered: readPastRange(filter, sortOrder, transactions.at(-1)),
    hasNextPage,
    isFetchingNextPage,
    failed: isFetchNextPageError,
    updating: isPlaceholderData,
    fetchNextPage,
  });
  const canLoadMore =
    hasNextPage && !query.isFetching && !isPlaceholderData && !isFetchNextPageError;
  // A second ask while a page is read (scrolled to the end and "Load more" in one frame) joins
  // it instead of cancelling it and asking again.
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
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

  // The list is busy while either is (HistoryRefresh, among the controls, says which).
  const { updating, refreshing } = listingActivity(query);
  const nothingLoaded = transactions.length === 0 && !hasNextPage;
  const allAccounts = accountId === undefined;
  const complete = !everything.incomplete;
  const narrowed = filtering || text !== '';
  return (
    <div className="history-results" aria-busy={updating || refreshing || undefined}>
      {nothingLoaded ? (
        params.status ? (
          <EmptyState title="history.list.noStatusTitle" body="history.list.noStatusBody" />
        ) : (
          <EmptyState
            title="history.list.emptyTitle"
            body={allAccounts ? 'history.list.emptyBodyAll' : 'history.list.emptyBody'}
          />
        )
      ) : (
        <>
          {/* Only a question (a search, a filter) is answered by reading every row. */}
          {narrowed ? (
            <HistoryReading
              reading={everything.reading}
              incomplete={everything.incomplete}
              read={transactions.length}
              allAccounts={allAccounts}
              onStop={everything.stop}
              onReadAll={everything.readAll}
            />
          ) : null}
          <HistorySummary
            totals={totals}
            counting={narrowed}
            matches={shown.length}
            complete={complete}
          />
          {shown.length === 0 ? (
            everything.reading ? null : text ? (
              <EmptyState title="history.list.noMatchTitle" body="history.list.noMatchBody" />
            ) : (
              <EmptyState
                title="history.list.noFilterMatchTitle"
                body="history.list.noFilterMatchBody"
              />
            )
          ) : (
            <HistoryList
              transactions={shown}
              currencyOf={currencyOf}
              accountOf={allAccounts ? accountOf : undefined}
              hrefOf={hrefOf}
              // A narrowed view reads its pages itself (above); a plain one as it is scrolled.
              canLoadMore={canLoadMore && !narrowed}
              onNearEnd={loadMore}
            />
          )}
          <HistoryFooter
            hasNextPage={everything.incomplete}
            loadingMore={isFetchingNextPage}
            moreError={isFetchNextPageError ? describeHistoryError(query.error) : null}
            ascending={params.sortOrder === 'ascending'}
            narrowed={narrowed}
            onLoadMore={loadMore}
          />
        </>
      )}
    </div>
  );
}
