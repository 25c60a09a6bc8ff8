import { useId, useMemo } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { Card } from '../../components/ui/card';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { TotalItem } from './total-item';
import { availableTotals, isCryptoHolding } from '../../domain/accounts/available-totals';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

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
  const { t } = useI18n();
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
          <TotalItem key={total.currency} total={total} size="display" />
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
