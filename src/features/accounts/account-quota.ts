import type { AccountLimit, Contract } from '../../api/contracts/schemas';

/** How many accounts of one currency the contract allows and how many are left. */
export interface CurrencyQuota {
  currency: string;
  /** Accounts the contract allows in this currency. */
  allowed: number;
  /** Accounts the user (or the company) already has in this currency. */
  used: number;
  /** allowed - used, never below 0. */
  remaining: number;
}

/**
 * The accountLimit entries of a contract, over all its params, one per currency.
 */
// Assumption A-33 (docs/assumptions.md): a currency listed twice: the first entry counts.
export function accountLimitsOf(
  contract: Pick<Contract, 'params'> | null | undefined,
): AccountLimit[] {
  const seen = new Set<string>();
  const limits: AccountLimit[] = [];
  for (const entry of (contract?.params ?? []).flatMap((param) => param.accountLimit ?? [])) {
    if (seen.has(entry.currency)) continue;
    seen.add(entry.currency);
    limits.push(entry);
  }
  return limits;
}

/**
 * The remaining quota per currency: for each accountLimit entry (in the contract's order),
 * the number of existing accounts in that currency against the number allowed. Accounts in
 * currencies the contract does not list are not counted anywhere.
 */
export function accountQuotas(
  accountLimit: readonly AccountLimit[],
  accounts: readonly { currency: string }[],
): CurrencyQuota[] {
  const used = new Map<string, number>();
  for (const account of accounts) used.set(account.currency, (used.get(account.currency) ?? 0) + 1);
  const seen = new Set<string>();
  return accountLimit.flatMap(({ currency, accounts: allowed }) => {
    if (seen.has(currency)) return [];
    seen.add(currency);
    const count = used.get(currency) ?? 0;
    return [{ currency, allowed, used: count, remaining: Math.max(0, allowed - count) }];
  });
}
