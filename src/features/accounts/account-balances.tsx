import { Fragment, useId } from 'react';
import type { Balances } from '../../api/accounts/accounts-with-balances';
import { describeError } from '../../api/errors';
import { Card } from '../../components/ui/card';
import { QueryState } from '../../components/ui/query-state';
import { formatMoney } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import type { AccountBalanceState } from './account-balance-state';
import { BALANCE_FIGURES } from './balance-figures';

const EXPLAINED: Record<keyof Balances, MessageKey> = {
  balance: 'accounts.balances.balanceExplained',
  available: 'accounts.balances.availableExplained',
  // Assumption A-41 (docs/assumptions.md): holding is already out of `available`.
  holding: 'accounts.balances.holdingExplained',
  pending: 'accounts.balances.pendingExplained',
};

export type AccountBalancesState = AccountBalanceState<Balances>;

/** The balances of one account, each with what it means in plain words. */
export function AccountBalances({
  state,
  currency,
}: {
  state: AccountBalancesState;
  currency: string;
}) {
  const { t, locale } = useI18n();
  const titleId = useId();

  return (
    <Card as="section" className="account-balances" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accounts.balances.title')}</h2>
      <QueryState
        query={state}
        describeError={describeError}
        loadingLabel={t('accounts.balances.loading')}
        empty={<p>{t('accounts.balances.notAvailable')}</p>}
      >
        {(balances) => (
          <dl className="details account-balances__list">
            {BALANCE_FIGURES.map(({ field, label }) => (
              <Fragment key={field}>
                <dt>{t(label)}</dt>
                <dd>
                  <span className={`account-balances__amount account-balances__amount--${field}`}>
                    {formatMoney(balances[field], currency, locale)}
                  </span>
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
