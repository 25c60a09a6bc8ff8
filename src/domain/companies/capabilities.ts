// What a company may do when its administrator acts for it, decided in one place beside the
// customer's own rule (../client/capabilities.ts). Pure (no React): the mock bank refuses
// exactly what the app does not offer.
import {
  capabilitiesFor,
  standingProblem,
  type Action,
  type Capabilities,
  type Capability,
  type CapabilityReason,
} from '../client/capabilities';
import type { ClientProfile } from '../../api/client/schemas';
import { COMPANY_ADM_ACTIVE, type Company } from '../../api/companies/schemas';

const KYB_CONFIRMED = 'kyb:confirmed';

/** A KYB status other than confirmed, in the words of a reason. */
const KYB_REASONS: Partial<Record<string, CapabilityReason>> = {
  'kyb:pending': 'companyVerificationPending',
  'kyb:rejected': 'companyVerificationRejected',
};

/**
 * What stands between the company and acting with money, or null: an active administrative
 * status (when the bank sends one), a confirmed KYB, then an accepted contract. A KYB that is
 * initiated, to be sent again (`kyb:resubmission`) or of a value not known yet is not done.
 */
function companyProblem(company: Company): CapabilityReason | null {
  if (company.adm && company.adm !== COMPANY_ADM_ACTIVE) return 'companyBlocked';
  if (company.kyb !== KYB_CONFIRMED)
    return KYB_REASONS[company.kyb] ?? 'companyVerificationNotDone';
  if (!company.contractId) return 'companyNoContract';
  return null;
}

/**
 * Each action for `company` as allowed, or refused with its reason: the user's own standing
 * first (they act, so they must be able to), then the company's. `company` is undefined when
 * it is not among the user's companies. The company's email being unverified blocks nothing.
 */
// Assumption A-113 (docs/assumptions.md): every company reason blocks every action (as A-81);
// the KYB part is A-36's rule for activation, applied to all of them.
export function companyCapabilitiesOf(
  profile: ClientProfile | null,
  company: Company | undefined,
): Capabilities {
  const own = standingProblem(profile);
  if (own) return capabilitiesFor(own);
  return capabilitiesFor(company ? companyProblem(company) : 'companyNotFound');
}

/** One action's capability for a company (for the mock bank and other single checks). */
export function companyCapabilityOf(
  profile: ClientProfile | null,
  company: Company | undefined,
  action: Action,
): Capability {
  return companyCapabilitiesOf(profile, company)[action];
}
