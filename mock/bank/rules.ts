import type { ClientProfile } from '../../src/api/client/schemas';
import type { Company } from '../../src/api/companies/schemas';

// Who may do what in the mock bank: the mock's own decision, written from the spec's states
// (client `adm`/`kyc`, company `adm`/`kyb`/`contractId`) and docs/assumptions.md, "Who may do
// what" (A-81) and A-113. Opening or activating an account, sending money and trading all need
// the same standing, so one answer serves every action.

/** Why a client may not act, in the order the mock checks; null when they may. */
export type ClientBar = 'noProfile' | 'notActive' | 'noContract' | 'identityNotConfirmed';

/** Why a company may not be acted for, in the order the mock checks; null when it may. */
export type CompanyBar = 'notActive' | 'notVerified' | 'noContract';

/**
 * A client acts only with a profile, `adm:active` (blocked and suspended may not), an
 * accepted contract and a confirmed identity (`kyc:confirmed`; pending, rejected,
 * resubmission and unconfirmed may not).
 */
export function clientBar(client: ClientProfile | null | undefined): ClientBar | null {
  if (!client) return 'noProfile';
  if (client.adm !== 'adm:active') return 'notActive';
  if (!client.contract) return 'noContract';
  if (client.kyc !== 'kyc:confirmed') return 'identityNotConfirmed';
  return null;
}

/**
 * A company is acted for only while `adm:active`, with its KYB confirmed (`kyb:confirmed`, A-36)
 * and a contract. An unverified email or an unpaid onboarding fee bars nothing.
 */
export function companyBar(company: Company): CompanyBar | null {
  if (company.adm !== 'adm:active') return 'notActive';
  if (company.kyb !== 'kyb:confirmed') return 'notVerified';
  if (!company.contractId) return 'noContract';
  return null;
}
