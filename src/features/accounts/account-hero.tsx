import type { Balances } from '../../domain/accounts/accounts-with-balances';
import type { HoldingValue } from '../../domain/crypto/holding-value';
import { HoldingWorth } from '../../components/accounts/holding-worth';
import { SkeletonLine } from '../../components/ui/skeleton';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { AccountBalanceState } from './account-balance-state';
import { AccountStatusBadge, isActiveAccount } from './account-status-badge';
import { AvailableFigure } from './balance-figures';
import { accountsEn } from '../../lib/i18n/en/accounts';

registerTexts(accountsEn);

/**
 * What leads an account's page, right under its header (the name, the currency and number, the
 * quick actions): the available money large (a skeleton while the balances load, announced by
 * the balances section; nothing when they cannot be read: the balances section below says why
 * and offers a retry), then the status when the account is not active, with what it means
 * beside it: the one place the page says it (a company's account says it in its activation
 * card instead, `status` undefined here).
 */
export function AccountHero({
  currency,
  status,
  balances,
  worth,
}: {
  currency: string;
  /** The account's status; undefined when another part of the page says it. */
  status: string | undefined;
  balances: AccountBalanceState<Balances>;
  /** A crypto holding's value at the current price, shown under its amount. */
  worth?: HoldingValue | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="account-hero">
      {balances.status === 'pending' ? (
        // The balances section below announces the loading; this only keeps the shape.
        <span className="skeleton__shapes account-hero__loading" aria-hidden="true">
          <SkeletonLine size="small" width="quarter" />
          <SkeletonLine size="display" width="half" />
        </span>
      ) : balances.data ? (
        <>
          <AvailableFigure amount={balances.data.available} currency={currency} />
          <HoldingWorth value={worth} className="account-hero__worth" />
        </>
      ) : null}
      {status === undefined || isActiveAccount(status) ? null : (
        <p className="account-hero__status">
          <AccountStatusBadge status={status} /> {t('accounts.account.sendWhenActive')}
        </p>
      )}
    </div>
  );
}
