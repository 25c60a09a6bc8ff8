import type { Contract, TransferPlane } from './schemas';

/**
 * The `transferPlane` rules of one currency in the contract `contractId` (every param's rules
 * together); [] when the contract is not in the list or has none for that currency.
 * Pure: the mock bank charges by the same rules the app shows.
 */
export function transferFeeRulesOf(
  contracts: readonly Contract[],
  contractId: string | null | undefined,
  currency: string,
): TransferPlane[] {
  if (!contractId) return [];
  const code = currency.trim().toUpperCase();
  const contract = contracts.find((item) => item.id === contractId);
  return (contract?.params ?? [])
    .flatMap((param) => param.transferPlane ?? [])
    .filter((rule) => rule.currency.trim().toUpperCase() === code);
}
