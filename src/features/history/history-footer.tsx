import type { DescribedError } from '../../components/errors/error-message';
import { LoadMoreFooter } from '../../components/ui/load-more-footer';
import { historyEn } from '../../lib/i18n/en/history';
import { registerTexts } from '../../lib/i18n/i18n';

registerTexts(historyEn);

/**
 * Below the list: "Load more" while pages remain (for keyboard users; scrolling loads too),
 * the failure of the next page with a retry, or where the history ends (its start or its
 * latest, by the sort order; of a filtered or searched view, that every match is shown).
 */
export function HistoryFooter({
  ascending,
  narrowed,
  ...footer
}: {
  hasNextPage: boolean;
  loadingMore: boolean;
  moreError: DescribedError | null;
  ascending: boolean;
  narrowed: boolean;
  onLoadMore: () => void;
}) {
  return (
    <LoadMoreFooter
      {...footer}
      texts={{
        loadMore: 'history.list.loadMore',
        loadingMore: 'history.list.loadingMore',
        moreErrorTitle: 'history.list.moreErrorTitle',
        end: narrowed
          ? 'history.list.allMatchesShown'
          : ascending
            ? 'history.list.latestReached'
            : 'history.list.startReached',
      }}
    />
  );
}
