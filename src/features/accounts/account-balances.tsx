import { Fragment, useId } from 'react';
import { describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { BALANCE_FIGURES } from './balance-figures';
import type { Balances } from './combine-accounts';
import { formatAmount } from './format-amount';

const EXPLAINED: Record<keyof Balances, MessageKey> = {
  balance: 'accounts.balances.balanceExplained',
  available: 'accounts.balances.availableExplained',
  // Assumption A-41 (docs/assumptions.md): holding is already out of `available`.
  holding: 'accounts.balances.holdingExplained',
  pending: 'accounts.balances.pendingExplained',
};

export type AccountBalancesState =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; retry: () => void }
  | { kind: 'unavailable' }
  | { kind: 'ready'; balances: Balances };

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
    <section className="card account-balances" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accounts.balances.title')}</h2>
      {state.kind === 'loading' ? (
        <Loading label={t('accounts.balances.loading')} />
      ) : state.kind === 'error' ? (
        <ErrorMessage error={describeError(state.error)} onRetry={state.retry} />
      ) : state.kind === 'unavailable' ? (
        <p>{t('accounts.balances.notAvailable')}</p>
      ) : (
        <dl className="details account-balances__list">
          {BALANCE_FIGURES.map(({ field, label }) => (
            <Fragment key={field}>
              <dt>{t(label)}</dt>
              <dd>
                <span className={`account-balances__amount account-balances__amount--${field}`}>
                  {formatAmount(state.balances[field], currency, locale)}
                </span>
                <span className="account-balances__explained">{t(EXPLAINED[field])}</span>
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </section>
  );
}
