import { useMemo } from 'react';
import { useAccountsWithBalances } from '../../api/accounts/use-accounts-with-balances';
import type { Company } from '../../api/companies/schemas';
import { companyMoney, type CompanyMoney } from '../../domain/companies/company-money';

/** One company's part of its administrator's home, as far as its reads have answered. */
export interface CompanyMoneyRead {
  company: Company;
  /** Its money and needs; undefined until both account lists have answered. */
  money: CompanyMoney | undefined;
  failed: boolean;
  retry: () => void;
}

/**
 * The company's accounts (GET /v1/accounts and GET /account with its `companyId`, started
 * together) and what they add up to: the same reads, under the same keys, as the company's own
 * home and accounts overview, so acting for it next shows them at once.
 */
export function useCompanyMoney(company: Company): CompanyMoneyRead {
  const { list, legacy, accounts } = useAccountsWithBalances(company.companyId);
  const balancesKnown = legacy.data !== undefined;
  const money = useMemo(
    () => (accounts && balancesKnown ? companyMoney(company, accounts) : undefined),
    [company, accounts, balancesKnown],
  );
  return {
    company,
    money,
    failed: list.isError || legacy.isError,
    retry: () => {
      if (list.isError) void list.refetch();
      if (legacy.isError) void legacy.refetch();
    },
  };
}
