import type { ReactNode } from 'react';
import type { Balances } from '../../api/accounts/accounts-with-balances';
import { SkeletonLine } from '../../components/ui/skeleton';
import type { AccountBalanceState } from './account-balance-state';
import { AccountStatusBadge, isActiveAccount } from './account-status-badge';
import { AvailableFigure } from './balance-figures';

/**
 * The top of an account's page, right under its name: the available money large (a skeleton
 * while the balances load, announced by the balances section; nothing when they cannot be read: the balances section below says
 * why and offers a retry), the currency and the number in words, the status when the account
 * is not active, then the quick actions (passed in).
 */
export function AccountHero({
  currency,
  status,
  company,
  numberWords,
  balances,
  children,
}: {
  currency: string;
  status: string;
  company?: string | undefined;
  numberWords?: string | undefined;
  balances: AccountBalanceState<Balances>;
  children: ReactNode;
}) {
  const meta = [company, currency, numberWords].filter(Boolean).join(' · ');
  return (
    <div className="account-hero">
      <p className="account-hero__meta">{meta}</p>
      {balances.status === 'pending' ? (
        // The balances section below announces the loading; this only keeps the shape.
        <span className="skeleton__shapes account-hero__loading" aria-hidden="true">
          <SkeletonLine size="small" width="quarter" />
          <SkeletonLine size="display" width="half" />
        </span>
      ) : balances.data ? (
        <AvailableFigure amount={balances.data.available} currency={currency} />
      ) : null}
      {isActiveAccount(status) ? null : (
        <p className="account-hero__status">
          <AccountStatusBadge status={status} />
        </p>
      )}
      {children}
    </div>
  );
}
