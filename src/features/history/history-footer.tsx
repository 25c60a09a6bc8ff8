import { Button } from '../../components/ui/button';
import { ErrorMessage, type DescribedError } from '../../components/errors/error-message';
import { useI18n } from '../../lib/i18n/i18n';

/**
 * Below the list: "Load more" while pages remain (for keyboard users; scrolling loads too),
 * the failure of the next page with a retry, or where the history ends.
 */
export function HistoryFooter({
  hasNextPage,
  loadingMore,
  moreError,
  ascending,
  onLoadMore,
}: {
  hasNextPage: boolean;
  loadingMore: boolean;
  moreError: DescribedError | null;
  ascending: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useI18n();
  if (moreError) {
    return (
      <ErrorMessage
        title={t('history.list.moreErrorTitle')}
        error={moreError}
        onRetry={onLoadMore}
      />
    );
  }
  return (
    <div className="history-footer">
      <p className="history-footer__status" role="status">
        {loadingMore ? t('history.list.loadingMore') : ''}
      </p>
      {hasNextPage ? (
        <Button variant="secondary" onClick={onLoadMore} aria-disabled={loadingMore || undefined}>
          {t('history.list.loadMore')}
        </Button>
      ) : (
        <p className="history-footer__end">
          {ascending ? t('history.list.latestReached') : t('history.list.startReached')}
        </p>
      )}
    </div>
  );
}
