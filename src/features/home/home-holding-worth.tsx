import type { Balances } from '../../domain/accounts/accounts-with-balances';
import { useHoldingValues } from '../../api/crypto/use-holding-values';
import { HoldingWorth } from '../../components/accounts/holding-worth';
import { useConfig } from '../../config/config-context';

/**
 * What one crypto holding of home's accounts would fetch now, beside its amount. Loaded once the
 * accounts are drawn (home-accounts.tsx): the price is a line under a holding, not what a
 * customer looks for first.
 */
export function HomeHoldingWorth({
  accounts,
  accountId,
}: {
  accounts: readonly { id: string; currency: string; balances: Balances | null }[];
  accountId: string;
}) {
  const worth = useHoldingValues(accounts, useConfig().features.crypto);
  return <HoldingWorth value={worth.get(accountId)} className="money-figure__worth" />;
}
