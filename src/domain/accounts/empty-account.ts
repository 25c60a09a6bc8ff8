import { isZeroDecimal } from '../../utils/decimal-text';
import type { Balances } from './accounts-with-balances';

/**
 * A new account with nothing in it: every figure the bank reports is zero and it has no
 * transaction at all, not even a pending one. Such an account's first need is money coming in,
 * so its page leads with its bank details ("Add money") instead of "Send money".
 *
 * Unknown balances or an unknown history (still loading, failed) are not "empty": the page
 * keeps its usual order rather than guessing.
 */
export function isEmptyAccount(
  balances: Balances | null | undefined,
  transactionCount: number | undefined,
): boolean {
  if (!balances || transactionCount === undefined) return false;
  const figures = [balances.available, balances.holding, balances.pending, balances.balance];
  return transactionCount === 0 && figures.every(isZeroDecimal);
}
