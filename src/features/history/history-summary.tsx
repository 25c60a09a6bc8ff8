import { useId } from 'react';
import type { HistoryTotals } from '../../domain/transactions/history-totals';
import { MoneyFigure } from '../../components/ui/money-figure';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

/**
 * What the shown rows add up to (money in, money out, fees, in the account's currency) and,
 * while searching, how many loaded rows match: a polite live region, so the count is
 * announced as the customer types.
 */
export function HistorySummary({
  totals,
  currency,
  searching,
  matches,
}: {
  totals: HistoryTotals;
  currency: string;
  searching: boolean;
  matches: number;
}) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <div className="history-summary">
      <p className="history-summary__matches" role="status">
        {searching
          ? matches === 1
            ? t('history.list.oneMatch')
            : t('history.list.matches', { count: matches })
          : ''}
      </p>
      <div className="history-summary__totals" role="group" aria-labelledby={titleId}>
        <p id={titleId} className="history-summary__title">
          {t('history.list.totals')}
        </p>
        <dl className="history-summary__figures">
          <div>
            <dt>{t('history.list.moneyIn')}</dt>
            <dd>
              <MoneyFigure amount={totals.moneyIn} currency={currency} />
            </dd>
          </div>
          <div>
            <dt>{t('history.list.moneyOut')}</dt>
            <dd>
              <MoneyFigure amount={totals.moneyOut} currency={currency} />
            </dd>
          </div>
          <div>
            <dt>{t('history.list.fees')}</dt>
            <dd>
              <MoneyFigure amount={totals.fees} currency={currency} />
            </dd>
          </div>
        </dl>
        <p className="history-summary__note">{t('history.list.totalsNote')}</p>
      </div>
    </div>
  );
}
