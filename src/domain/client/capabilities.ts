// What a customer may do, decided from their state in one place. Pure (no React) so that the
// mock bank can refuse exactly what the app does not offer.
import type { ClientProfile } from '../../api/client/schemas';

/** Why an action is not offered, from the most to the least fundamental. */
export type CapabilityReason =
  | 'noProfile'
  | 'blocked'
  | 'suspended'
  // An adm the spec does not list: not active, so nothing is offered.
  | 'admOther'
  | 'noContract'
  | 'identityNotDone'
  | 'identityPending'
  | 'identityResubmission'
  | 'identityRejected'
  // A kyc the spec does not list: not confirmed, so nothing is offered.
  | 'identityOther'
  // Acting for a company (src/domain/companies/capabilities.ts): the company's own standing.
  | 'companyNotFound'
  | 'companyBlocked'
  | 'companyVerificationNotDone'
  | 'companyVerificationPending'
  | 'companyVerificationRejected'
  | 'companyNoContract';

export type Capability = { allowed: true } | { allowed: false; reason: CapabilityReason };

/** The actions the app offers; transfers and orders check theirs here too. */
export const ACTIONS = ['openAccount', 'activateAccount', 'transfer', 'trade'] as const;
export type Action = (typeof ACTIONS)[number];

export type Capabilities = Record<Action, Capability>;

const ALLOWED: Capability = { allowed: true };

/** Every action refused for one reason, or every action allowed when there is none. */
export function capabilitiesFor(problem: CapabilityReason | null): Capabilities {
  const capability: Capability = problem ? { allowed: false, reason: problem } : ALLOWED;
  return Object.fromEntries(ACTIONS.map((action) => [action, capability])) as Capabilities;
}

const KYC_REASONS: Partial<Record<string, CapabilityReason>> = {
  'kyc:unconfirmed': 'identityNotDone',
  'kyc:pending': 'identityPending',
  'kyc:resubmission': 'identityResubmission',
  'kyc:rejected': 'identityRejected',
};

const ADM_ACTIVE = 'adm:active';
const KYC_CONFIRMED = 'kyc:confirmed';

/**
 * What stands between the client and acting with money, or null: a profile, an active
 * administrative status, an accepted contract and a confirmed identity check (the onboarding
 * path's order). Only `adm:active` and `kyc:confirmed` let money move: a value the spec does
 * not list counts as neither, so it never unlocks anything.
 */
// Assumption A-295 (docs/assumptions.md): an unknown adm or kyc offers nothing.
export function standingProblem(profile: ClientProfile | null): CapabilityReason | null {
  if (!profile) return 'noProfile';
  if (profile.adm === 'adm:blocked') return 'blocked';
  if (profile.adm === 'adm:suspended') return 'suspended';
  if (profile.adm !== ADM_ACTIVE) return 'admOther';
  if (!profile.contract) return 'noContract';
  if (profile.kyc === KYC_CONFIRMED) return null;
  const known = Object.hasOwn(KYC_REASONS, profile.kyc) ? KYC_REASONS[profile.kyc] : undefined;
  return known ?? 'identityOther';
}

/**
 * Each action as allowed, or refused with its reason. `profile` is GET /client, null when the
 * user has none yet.
 */
// Assumption A-81 (docs/assumptions.md): opening or moving money needs the whole onboarding.
export function capabilitiesOf(profile: ClientProfile | null): Capabilities {
  return capabilitiesFor(standingProblem(profile));
}

/** One action's capability (for the mock bank and other single checks). */
export function capabilityOf(profile: ClientProfile | null, action: Action): Capability {
  return capabilitiesOf(profile)[action];
}
