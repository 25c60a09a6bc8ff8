import { useId } from 'react';
import type { CurrencyTotals } from '../../domain/transactions/history-totals';
import { MoneyFigure } from '../../components/ui/money-figure';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { historyEn } from '../../lib/i18n/en/history';

registerTexts(historyEn);

/**
 * While searching or filtering, how many rows match and what they add up to (money in, money
 * out, fees; each currency on its own). The count is a polite live region, there before the
 * customer starts typing, so it is announced as they type. A plain view (no search, no filter)
 * asks no question of its rows, so it shows none of this and its list comes first: on a phone
 * the totals had put the first transaction below the screen. Until every row of the view is
 * read, the title says the figures are of the rows read so far, never passing them off as the
 * whole.
 */
export function HistorySummary({
  totals,
  counting,
  matches,
  complete,
}: {
  totals: readonly CurrencyTotals[];
  /** A search or filter is on: the matches are counted and totalled. */
  counting: boolean;
  matches: number;
  /** Every row of the view has been read. */
  complete: boolean;
}) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <div className="history-summary">
      <p className="history-summary__matches" role="status">
        {counting
          ? t(
              complete
                ? matches === 1
                  ? 'history.list.oneMatch'
                  : 'history.list.matches'
                : 'history.list.matchesSoFar',
              { count: matches },
            )
          : ''}
      </p>
      {counting ? (
        <div className="history-summary__totals" role="group" aria-labelledby={titleId}>
          <p id={titleId} className="history-summary__title">
            {t(complete ? 'history.list.totals' : 'history.list.totalsSoFar')}
          </p>
          {totals.map(({ currency, moneyIn, moneyOut, fees }) => (
            <dl key={currency} className="history-summary__figures">
              <div>
                <dt>{t('history.list.moneyIn')}</dt>
                <dd>
                  <MoneyFigure amount={moneyIn} currency={currency} />
                </dd>
              </div>
              <div>
                <dt>{t('history.list.moneyOut')}</dt>
                <dd>
                  <MoneyFigure amount={moneyOut} currency={currency} />
                </dd>
              </div>
              <div>
                <dt>{t('history.list.fees')}</dt>
                <dd>
                  <MoneyFigure amount={fees} currency={currency} />
                </dd>
              </div>
            </dl>
          ))}
          <p className="history-summary__note">{t('history.list.totalsNote')}</p>
        </div>
      ) : null}
    </div>
  );
}
