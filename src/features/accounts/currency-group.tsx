import { useId } from 'react';
import type { CurrencyGroup } from '../../domain/accounts/accounts-with-balances';
import type { HoldingValue } from '../../domain/crypto/holding-value';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { AccountCard } from './account-card';
import { AvailableFigure, BalanceFigures, OTHER_BALANCE_FIELDS } from './balance-figures';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * The accounts of one currency under their total: the total available large, the other totals
 * one step away (a disclosure), then a card per account. A currency with one account has no
 * total: the account's card is the whole of it, and a total would repeat its figure.
 */
export function CurrencyGroupSection({
  group,
  companyId,
  numberWordsOf,
  worthOf,
}: {
  group: CurrencyGroup;
  companyId: string | undefined;
  numberWordsOf: (accountId: string) => string | undefined;
  /** What a crypto holding is worth now, when there is a price. */
  worthOf: (accountId: string) => HoldingValue | undefined;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const totalId = useId();
  const { currency, accounts, total, withoutBalances } = group;
  const noneKnown = withoutBalances === accounts.length;

  return (
    <section className="accounts-group" aria-labelledby={headingId}>
      <h2 className="accounts-group__title" id={headingId}>
        {t('accounts.overview.groupTitle', { currency })}
      </h2>
      {accounts.length > 1 ? (
        <div className="accounts-group__total" role="group" aria-labelledby={totalId}>
          <h3 className="accounts-group__total-title" id={totalId}>
            {t('accounts.overview.totalTitle', { currency })}
          </h3>
          {noneKnown ? (
            <p>{t('accounts.overview.totalUnavailable')}</p>
          ) : (
            <>
              <AvailableFigure amount={total.available} currency={currency} size="large" />
              <details className="accounts-group__more">
                <summary>{t('accounts.overview.otherBalances')}</summary>
                <BalanceFigures
                  balances={total}
                  currency={currency}
                  fields={OTHER_BALANCE_FIELDS}
                />
              </details>
              {withoutBalances > 0 ? (
                <p className="accounts-group__total-note">
                  {withoutBalances === 1
                    ? t('accounts.overview.totalIncompleteOne')
                    : t('accounts.overview.totalIncompleteOther', { count: withoutBalances })}
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      <ul className="accounts-group__list">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard
              account={account}
              companyId={companyId}
              numberWords={numberWordsOf(account.id)}
              worth={worthOf(account.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
