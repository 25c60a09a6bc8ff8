import type { TransactionListParams } from '../../api/transactions/requests';
import { useRefreshHistory } from '../../api/transactions/refresh-history';
import { Button } from '../../components/ui/button';
import { RefreshIcon } from '../../components/ui/icon';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { listingActivity, useHistoryPages } from './use-history-pages';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

/**
 * The history's Refresh, with what the listing is doing ("Updating…" while a new filter's rows
 * are read, "Refreshing…" while the newest page is read again, announced as it changes). It sits
 * among the history's controls (beside "Filters" on a phone), not above the list, so the list
 * starts a row higher. Offered once the listing has its first page: until then there is nothing
 * to read again.
 */
export function HistoryRefresh({ listParams }: { listParams: TransactionListParams }) {
  const { t } = useI18n();
  // The listing the results show (the same query, observed here too).
  const { query, queryKey } = useHistoryPages(listParams);
  const refresh = useRefreshHistory(queryKey);
  const { updating, refreshing } = listingActivity(query);
  return (
    <div className="history-refresh">
      <p className="history-refresh__status" role="status">
        {updating ? t('history.list.updating') : refreshing ? t('history.list.refreshing') : ''}
      </p>
      {query.status === 'success' ? (
        <Button
          variant="quiet"
          icon={RefreshIcon}
          onClick={() => {
            if (!refreshing && !updating) void refresh();
          }}
        >
          {t('history.list.refresh')}
        </Button>
      ) : null}
    </div>
  );
}
