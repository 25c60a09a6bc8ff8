import { useId, useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { Card } from '../../components/ui/card';
import { MoneyFigure } from '../../components/ui/money-figure';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { availableTotals, isCryptoHolding } from '../../domain/accounts/available-totals';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

/** `one` or `other` for a count in the locale, to pick the text of that form. */
function pluralOf(count: number, locale: string): 'one' | 'other' {
  return new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
}

/**
 * What the party can use now: one large figure per currency, the sum of the available
 * balances of its active accounts. When the balances could not be read, says so with a way
 * to try again instead of showing totals that would be wrong.
 */
export function HomeTotals({
  accounts,
  balancesFailed,
  onRetry,
  companyName,
}: {
  accounts: readonly CombinedAccount[];
  balancesFailed: boolean;
  onRetry: () => void;
  /** The company the home is about; undefined for the customer's own money. */
  companyName: string | undefined;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const totals = useMemo(() => availableTotals(accounts), [accounts]);
  const holdsCrypto = accounts.some(isCryptoHolding);
  const title =
    companyName === undefined
      ? t('home.totals.title')
      : t('home.totals.companyTitle', { name: companyName });

  let body;
  if (balancesFailed) {
    body = (
      <div className="home-totals__failed" role="alert">
        <p>{t('home.totals.failed')}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (totals.length === 0) {
    body = <p>{t('home.totals.none')}</p>;
  } else {
    body = (
      <ul className="home-totals__list">
        {totals.map((total) => (
          <li key={total.currency} className="home-totals__item">
            <MoneyFigure amount={total.available} currency={total.currency} size="display" />{' '}
            <span className="home-totals__count">
              {t(`home.totals.accounts.${pluralOf(total.accounts, locale)}`, {
                count: total.accounts,
              })}
            </span>
            {total.withoutBalances > 0 ? (
              <span className="home-totals__without">
                {t(`home.totals.without.${pluralOf(total.withoutBalances, locale)}`, {
                  count: total.withoutBalances,
                })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card as="section" className="home-totals" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-totals__title">
        {title}
      </h2>
      {body}
      {holdsCrypto && !balancesFailed ? (
        <p className="home-totals__note">{t('home.totals.cryptoApart')}</p>
      ) : null}
    </Card>
  );
}
