import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from '../../lib/router/link';
import { accountQueries } from '../../api/accounts/queries';
import { cryptoQueries } from '../../api/crypto/queries';
import type { CryptoOrder } from '../../api/crypto/schemas';
import { describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { List } from '../../components/ui/list-row';
import { LoadMoreFooter, type LoadMoreTexts } from '../../components/ui/load-more-footer';
import { Loading } from '../../components/ui/loading';
import { partyHref, paths } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { useOrdersBeingRecorded, type LoadedOrders } from './orders-recording';
import { OrdersRecordingNotice } from './orders-recording-notice';
import { OrdersRow } from './orders-row';
import { cryptoOrdersEn } from '../../lib/i18n/en/crypto-orders';

registerTexts(cryptoOrdersEn);

const footerTexts: LoadMoreTexts = {
  loadMore: 'cryptoOrders.loadMore',
  loadingMore: 'cryptoOrders.loadingMore',
  moreErrorTitle: 'cryptoOrders.moreErrorTitle',
  end: 'cryptoOrders.end',
};

/**
 * The party's orders, newest first, 10 a page ("Load more" while the exchange gives a next
 * `pageKey`), with the orders placed in this session that it does not return yet on top, as
 * "being recorded" until a read returns them.
 */
export function OrdersList({ companyId }: { companyId: string | undefined }) {
  const { t } = useI18n();
  const query = useInfiniteQuery(cryptoQueries.orderPages(companyId));
  const accounts = useQuery(accountQueries.list(companyId));
  const pages = query.data?.pages;
  const orders = useMemo<CryptoOrder[]>(() => pages?.flatMap((page) => page.orders) ?? [], [pages]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const loaded = useMemo<LoadedOrders | null>(
    () =>
      pages
        ? {
            ids: new Set(orders.map((order) => order.id)),
            olderPagesFrom: hasNextPage ? orders.at(-1)?.createdAt : undefined,
          }
        : null,
    [pages, orders, hasNextPage],
  );
  const readAgain = useCallback(() => void refetch(), [refetch]);
  const recent = useOrdersBeingRecorded(companyId, loaded, readAgain);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  const rowProps = { accounts: accounts.data, companyId };
  const recentRows = recent.rows.map((row) =>
    row.kind === 'server' ? (
      <OrdersRow key={row.order.id} order={row.order} {...rowProps} />
    ) : (
      <OrdersRow key={row.placed.id} placed={row.placed} {...rowProps} />
    ),
  );
  const notice = (
    <OrdersRecordingNotice
      waiting={recent.waiting}
      checking={loaded !== null}
      exhausted={recent.polling.exhausted}
      onCheckAgain={recent.polling.restart}
    />
  );

  if (query.status === 'pending' || (query.status === 'error' && !isFetchNextPageError)) {
    return (
      <div className="crypto-orders">
        {recentRows.length > 0 ? (
          <List ordered className="orders-list" label={t('cryptoOrders.listLabel')}>
            {recentRows}
          </List>
        ) : null}
        {query.status === 'pending' ? (
          <Loading label={t('cryptoOrders.loading')} />
        ) : (
          <ErrorMessage
            title={t('cryptoOrders.errorTitle')}
            error={describeError(query.error)}
            onRetry={readAgain}
          />
        )}
      </div>
    );
  }

  if (orders.length === 0 && recentRows.length === 0) {
    return (
      <div className="crypto-orders__empty">
        <p className="crypto-orders__empty-title">{t('cryptoOrders.emptyTitle')}</p>
        <p>{t('cryptoOrders.emptyBody')}</p>
        <p>
          <Link to={partyHref(paths.cryptoTrade, companyId)}>{t('cryptoOrders.trade')}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="crypto-orders">
      {notice}
      <List ordered className="orders-list" label={t('cryptoOrders.listLabel')}>
        {recentRows}
        {orders.map((order) => (
          <OrdersRow key={order.id} order={order} {...rowProps} />
        ))}
      </List>
      <LoadMoreFooter
        texts={footerTexts}
        hasNextPage={hasNextPage}
        loadingMore={isFetchingNextPage}
        moreError={isFetchNextPageError ? describeError(query.error) : null}
        onLoadMore={loadMore}
      />
    </div>
  );
}
