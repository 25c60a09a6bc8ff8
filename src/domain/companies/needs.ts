import type { Company } from '../../api/companies/schemas';

/** What a company still needs before it may do everything: in the order to do it. */
export type CompanyNeed = 'kyb' | 'contract' | 'email';

/**
 * What a company still needs: KYB until it is `kyb:confirmed` (pending included: it is not
 * done yet), a contract while it has none (`contractId` null or absent), and its email only
 * when the API says it is not verified (`emailVerified: false`).
 */
export function companyNeeds(company: Company): CompanyNeed[] {
  const needs: CompanyNeed[] = [];
  if (company.kyb !== 'kyb:confirmed') needs.push('kyb');
  if (!company.contractId) needs.push('contract');
  if (company.emailVerified === false) needs.push('email');
  return needs;
}
