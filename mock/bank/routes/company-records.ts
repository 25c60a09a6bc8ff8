import type { Company, LegacyCompany } from '../../../src/api/companies/schemas';
import { BankError } from '../bank-error';
import { plainUuid } from '../ids';
import type { Reading } from '../readings';
import type { RouteContext } from '../router';
import { messages } from '../spec/messages';

// The mock keeps one record per company (the v2 list item) and shows it two ways.

/**
 * The user's company with this id. One the user does not administer, or that does not
 * exist, is 404 `Company not found` (assumption A-102, docs/assumptions.md).
 */
export function requireCompany(ctx: RouteContext, companyId: string): Company {
  const company = ctx.user.companies.find((candidate) => candidate.companyId === companyId);
  if (!company) throw new BankError(404, messages.companyNotFound);
  return company;
}

/** The fields of the spec's v2 list item ("Company (v2 list item)"). */
const V2_FIELDS = [
  'userId',
  'companyId',
  'adm',
  'kyb',
  'name',
  'companyType',
  'position',
  'email',
  'phone',
  'contactName',
  'registrationNumber',
  'emailVerified',
  'tradingAddress',
  'address',
  'contractId',
  'onboardingFee',
] as const satisfies readonly (keyof Company)[];

/** Exactly the spec's v2 list item: fields the mock may keep beside it are left out. */
export function toV2(company: Company): Company {
  const item: Record<string, unknown> = {};
  for (const field of V2_FIELDS) {
    if (company[field] !== undefined) item[field] = company[field];
  }
  return item as Company;
}

/**
 * The legacy company profile's own id: not kept, derived from the company id (the same
 * company always has the same profile id, and no seeded id moves).
 */
function profileIdOf(companyId: string): string {
  const hex = [...companyId.replaceAll('-', '')].reverse().join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The legacy company record (GET /companies/{id}, PATCH /companies/contract, resend-code).
 * Assumption A-103 (docs/assumptions.md): its `kyc` is the company's `kyb` status under the
 * `kyc:` prefix. The profile id is made as the reading's bank makes ids (../ids.ts).
 */
export function toLegacy(company: Company, reading: Reading = 'first'): LegacyCompany {
  const id = profileIdOf(company.companyId);
  return {
    id: reading === 'alternate' ? plainUuid(id) : id,
    companyId: company.companyId,
    kyc: company.kyb.replace(/^kyb:/, 'kyc:'),
    adm: company.adm,
    ...(company.companyType === undefined ? {} : { companyType: company.companyType }),
    ...(company.name === undefined ? {} : { name: company.name }),
    ...(company.position === undefined ? {} : { position: company.position }),
    ...(company.email === undefined ? {} : { email: company.email }),
  };
}
