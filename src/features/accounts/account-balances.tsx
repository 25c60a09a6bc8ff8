import { Fragment, useId } from 'react';
import type { Balances } from '../../domain/accounts/accounts-with-balances';
import { describeError } from '../../api/errors';
import { Card } from '../../components/ui/card';
import { QueryState } from '../../components/ui/query-state';
import { MoneyFigure } from '../../components/ui/money-figure';
import { Skeleton, SkeletonLine } from '../../components/ui/skeleton';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { AccountBalanceState } from './account-balance-state';
import { BALANCE_FIGURES } from './balance-figures';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

const EXPLAINED: Record<keyof Balances, MessageKey> = {
  balance: 'accounts.balances.balanceExplained',
  available: 'accounts.balances.availableExplained',
  // Assumption A-41 (docs/assumptions.md): holding is already out of `available`.
  holding: 'accounts.balances.holdingExplained',
  pending: 'accounts.balances.pendingExplained',
};

export type AccountBalancesState = AccountBalanceState<Balances>;

/**
 * The balances of one account, each with what it means in plain words (the available one, which
 * leads the page, larger here too).
 */
export function AccountBalances({
  state,
  currency,
}: {
  state: AccountBalancesState;
  currency: string;
}) {
  const { t } = useI18n();
  const titleId = useId();

  return (
    <Card as="section" className="account-balances" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accounts.balances.title')}</h2>
      <QueryState
        query={state}
        describeError={describeError}
        loadingFallback={
          <Skeleton label={t('accounts.balances.loading')}>
            {BALANCE_FIGURES.map(({ field }) => (
              <SkeletonLine key={field} width="half" />
            ))}
          </Skeleton>
        }
        empty={<p>{t('accounts.balances.notAvailable')}</p>}
      >
        {(balances) => (
          <dl className="details account-balances__list">
            {BALANCE_FIGURES.map(({ field, label }) => (
              <Fragment key={field}>
                <dt>{t(label)}</dt>
                <dd>
                  <MoneyFigure
                    amount={balances[field]}
                    currency={currency}
                    size={field === 'available' ? 'large' : 'body'}
                    className="account-balances__amount"
                  />
                  <span className="account-balances__explained">{t(EXPLAINED[field])}</span>
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
      </QueryState>
    </Card>
  );
}
