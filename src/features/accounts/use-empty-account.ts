import { useQuery } from '@tanstack/react-query';
import { transactionQueries } from '../../api/transactions/queries';
import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { isEmptyAccount } from '../../domain/accounts/empty-account';
import { isIsoCurrency } from '../../utils/currency';

/**
 * Whether an account's page should lead with "Add money": an active bank account (a crypto
 * holding is filled through the exchange, not by a transfer in) with nothing in it. It reads
 * the same first page of transactions the page's latest activity shows (`recentLimit`, so
 * one request serves both).
 */
export function useIsEmptyAccount(
  account: CombinedAccount | undefined,
  companyId: string | undefined,
  recentLimit: number,
): boolean {
  const recent = useQuery({
    ...transactionQueries.firstPage({
      accountId: account?.id,
      companyId,
      limit: recentLimit,
    }),
    enabled: account !== undefined,
  });
  return (
    account !== undefined &&
    account.status === 'activated' &&
    isIsoCurrency(account.currency) &&
    isEmptyAccount(account.balances, recent.data?.transactions.length)
  );
}
