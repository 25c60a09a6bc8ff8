import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { ErrorMessage, type DescribedError } from '../errors/error-message';
import { Button } from './button';

/** The words of one list's footer, as keys of the i18n catalog. */
export interface LoadMoreTexts {
  loadMore: MessageKey;
  loadingMore: MessageKey;
  moreErrorTitle: MessageKey;
  /** Shown once no page remains. */
  end: MessageKey;
}

/**
 * Below a paged list: a "Load more" button while pages remain (announcing the load in a
 * status line), the failure of the next page with a retry, or that the list has ended.
 */
export function LoadMoreFooter({
  hasNextPage,
  loadingMore,
  moreError,
  onLoadMore,
  texts,
}: {
  hasNextPage: boolean;
  loadingMore: boolean;
  moreError: DescribedError | null;
  onLoadMore: () => void;
  texts: LoadMoreTexts;
}) {
  const { t } = useI18n();
  if (moreError) {
    return <ErrorMessage title={t(texts.moreErrorTitle)} error={moreError} onRetry={onLoadMore} />;
  }
  return (
    <div className="load-more-footer">
      <p className="load-more-footer__status" role="status">
        {loadingMore ? t(texts.loadingMore) : ''}
      </p>
      {hasNextPage ? (
        <Button variant="secondary" onClick={onLoadMore} aria-disabled={loadingMore || undefined}>
          {t(texts.loadMore)}
        </Button>
      ) : (
        <p className="load-more-footer__end">{t(texts.end)}</p>
      )}
    </div>
  );
}
