import type { AvailableTotal } from '../../domain/accounts/available-totals';
import { MoneyFigure } from '../../components/ui/money-figure';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

/** `one` or `other` for a count in the locale, to pick the text of that form. */
function pluralOf(count: number, locale: string): 'one' | 'other' {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
}

/**
 * One currency's available money with how many accounts it sums, and how many of them could
 * not be read: the customer's own totals and each company's on an administrator's home.
 */
export function TotalItem({ total, size }: { total: AvailableTotal; size: 'display' | 'large' }) {
  const { t, locale } = useI18n();
  return (
    <li className="home-totals__item">
      <MoneyFigure amount={total.available} currency={total.currency} size={size} />{' '}
      <span className="home-totals__count">
        {t(`home.totals.accounts.${pluralOf(total.accounts, locale)}`, { count: total.accounts })}
      </span>
      {total.withoutBalances > 0 ? (
        <span className="home-totals__without">
          {t(`home.totals.without.${pluralOf(total.withoutBalances, locale)}`, {
            count: total.withoutBalances,
          })}
        </span>
      ) : null}
    </li>
  );
}
