import { ErrorMessage, type DescribedError } from '../../components/errors/error-message';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * Below the orders: "Load more orders" while the exchange gives a next page, the failure of
 * the next page with a retry, or that the list is complete.
 */
export function OrdersFooter({
  hasNextPage,
  loadingMore,
  moreError,
  onLoadMore,
}: {
  hasNextPage: boolean;
  loadingMore: boolean;
  moreError: DescribedError | null;
  onLoadMore: () => void;
}) {
  const { t } = useI18n();
  if (moreError) {
    return (
      <ErrorMessage
        title={t('cryptoOrders.moreErrorTitle')}
        error={moreError}
        onRetry={onLoadMore}
      />
    );
  }
  return (
    <div className="orders-footer">
      <p className="orders-footer__status" role="status">
        {loadingMore ? t('cryptoOrders.loadingMore') : ''}
      </p>
      {hasNextPage ? (
        <Button variant="secondary" onClick={onLoadMore} aria-disabled={loadingMore || undefined}>
          {t('cryptoOrders.loadMore')}
        </Button>
      ) : (
        <p className="orders-footer__end">{t('cryptoOrders.end')}</p>
      )}
    </div>
  );
}
