import type { ReactNode } from 'react';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { isCryptoHolding } from '../../domain/accounts/available-totals';
import { formatCryptoAmount } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { MoneyFigure } from '../ui/money-figure';

/** Decimals a crypto holding is shown with (the mock's BTC and ETH carry 8). */
const CRYPTO_DECIMALS = 8;

/**
 * What an account has available, as a row of a list shows it: money as a money figure under
 * its label; a crypto holding in its own unit, followed by `worth` (what it would fetch, where
 * the list shows it: HoldingWorth); `unknown` when the bank gave no balance.
 */
export function AvailableFigure({
  account,
  label,
  unknown,
  worth,
}: {
  account: CombinedAccount;
  /** "Available", read before the amount. */
  label: string;
  /** Shown in place of an amount the bank did not give. */
  unknown: ReactNode;
  /** After a crypto holding's amount (not loaded where a list never values holdings). */
  worth?: ReactNode;
}) {
  const { locale } = useI18n();
  const available = account.balances?.available;
  if (available === undefined) return unknown;
  if (!isCryptoHolding(account)) {
    return <MoneyFigure amount={available} currency={account.currency} label={label} />;
  }
  return (
    <span className="money-figure">
      <span className="visually-hidden">{label}: </span>
      <span className="money-figure__amount">
        {formatCryptoAmount(available, account.currency, CRYPTO_DECIMALS, locale)}
      </span>
      {worth}
    </span>
  );
}
