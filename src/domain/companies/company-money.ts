// A company as its administrator's home shows it beside their own money: what it can use now
// and what it still needs. Pure; the same rules as the customer's own totals and as the
// companies screen (./needs.ts), so the two screens never disagree.
import type { Company } from '../../api/companies/schemas';
import type { CombinedAccount } from '../accounts/accounts-with-balances';
import {
  availableTotals,
  isCryptoHolding,
  type AvailableTotal,
} from '../accounts/available-totals';
import { companyNeeds, type CompanyNeed } from './needs';

export interface CompanyMoney {
  companyId: string;
  /** Money it can use now, per currency (its activated accounts; none: an empty list). */
  totals: AvailableTotal[];
  /** Whether it holds crypto, which the totals leave out. */
  holdsCrypto: boolean;
  /** How many of its accounts are not active yet (left out of the totals). */
  notActive: number;
  /** What it still needs before it may do everything, in the order to do it. */
  needs: CompanyNeed[];
}

/**
 * The money and needs of `company` from its own accounts (GET /v1/accounts and GET /account
 * with its `companyId`, joined). Only the accounts of that company count: the lists asked for
 * it hold only its accounts, and one that names another company is left out.
 */
// Assumption A-340 (docs/assumptions.md): an admin's home sums each company's accounts apart.
export function companyMoney(company: Company, accounts: readonly CombinedAccount[]): CompanyMoney {
  const own = accounts.filter(
    (account) => account.companyId === undefined || account.companyId === company.companyId,
  );
  return {
    companyId: company.companyId,
    totals: availableTotals(own),
    holdsCrypto: own.some(isCryptoHolding),
    notActive: own.filter((account) => account.status !== 'activated').length,
    needs: companyNeeds(company),
  };
}
