import type { Company, LegacyCompany } from '../../api/companies/schemas';

/** The two statuses of a company the onboarding steps follow. */
export interface CompanyStatus {
  /** Verification (KYB), e.g. `kyb:pending`. */
  kyb: string;
  /** Administrative status, e.g. `adm:active`. */
  adm: string;
}

/** The statuses as the list item (GET /v2/companies) gives them. */
export function statusOfCompany(company: Company): CompanyStatus {
  return { kyb: company.kyb, adm: company.adm };
}

/**
 * The statuses as the legacy record (GET /companies/{companyId}) gives them: its `kyc` is the
 * company's verification, under the `kyc:` prefix.
 */
// Assumption A-119 (docs/assumptions.md): the record's `kyc` is the company's `kyb`.
// Assumption A-231 (docs/assumptions.md): a status the record lacks is left to the list.
export function statusOfRecord(record: LegacyCompany): Partial<CompanyStatus> {
  return {
    ...(record.kyc === undefined ? {} : { kyb: record.kyc.replace(/^kyc:/, 'kyb:') }),
    ...(record.adm === undefined ? {} : { adm: record.adm }),
  };
}
