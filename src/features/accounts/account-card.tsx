import { useId } from 'react';
import { Link } from '../../lib/router/link';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import type { HoldingValue } from '../../domain/crypto/holding-value';
import { HoldingWorth } from '../../components/accounts/holding-worth';
import { Card } from '../../components/ui/card';
import { accountHref } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { accountName } from '../../components/accounts/account-name';
import { AccountStatusBadge, isActiveAccount } from './account-status-badge';
import { AvailableFigure } from './balance-figures';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * One account of the overview: its name (a link to its page, keeping the company), currency,
 * number in words, its status only when it is not active, and one large figure, the available
 * money; the other balances are on its page. The bank's alias is no name: it is on the
 * account's page, for support.
 */
export function AccountCard({
  account,
  companyId,
  numberWords,
  worth,
}: {
  account: CombinedAccount;
  /** The company the overview is for; its accounts' links keep it. */
  companyId: string | undefined;
  /** "IBAN ending 4321", when the bank sent its details. */
  numberWords?: string | undefined;
  /** A crypto holding's value at the current price, shown beside its amount. */
  worth?: HoldingValue | undefined;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const href = accountHref({ id: account.id, companyId: account.companyId ?? companyId });

  return (
    <Card as="article" className="account-card" aria-labelledby={titleId}>
      <div className="account-card__identity">
        <h3 className="account-card__title" id={titleId}>
          <Link to={href}>{accountName(account, { t })}</Link>
        </h3>
        <p className="account-card__meta">
          <span className="account-card__currency">{account.currency}</span>
          {numberWords ? <span>{numberWords}</span> : null}
        </p>
        {isActiveAccount(account.status) ? null : <AccountStatusBadge status={account.status} />}
      </div>
      {account.balances ? (
        <div className="account-card__figure">
          <AvailableFigure amount={account.balances.available} currency={account.currency} />
          <HoldingWorth value={worth} />
        </div>
      ) : (
        <p className="account-card__no-balances">{t('accounts.overview.noBalances')}</p>
      )}
    </Card>
  );
}
