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

/**
 * The areas of the app that a customer's standing may close as a whole, beside the actions
 * above: the navigation leaves a closed area out, and its addresses say why instead of
 * showing it (src/app/screens.ts names each screen's area).
 */
export const AREAS = ['crypto', 'companies'] as const;
export type Area = (typeof AREAS)[number];

export type AreaAccess = Record<Area, Capability>;

/** The reasons that close every area: the bank has stopped the client's profile itself. */
const AREA_CLOSING: readonly CapabilityReason[] = ['blocked', 'suspended', 'admOther'];

/**
 * Each area as open, or closed with its reason. Only an administrative status other than
 * `adm:active` closes them: a customer still onboarding (or whose identity check failed) is
 * shown the area with what stands in the way, as its screens already do for each action.
 * `profile` is GET /client; null (no profile yet) closes nothing.
 */
// Assumption A-332 (docs/assumptions.md): a blocked or suspended client is offered no crypto
// and no companies.
export function areasOf(profile: ClientProfile | null): AreaAccess {
  const problem = profile ? standingProblem(profile) : null;
  const closing = problem && AREA_CLOSING.includes(problem) ? problem : null;
  const access: Capability = closing ? { allowed: false, reason: closing } : ALLOWED;
  return Object.fromEntries(AREAS.map((area) => [area, access])) as AreaAccess;
}

/** The areas `areasOf` closes, in their order (the same array for every open profile). */
export function closedAreasOf(profile: ClientProfile | null): readonly Area[] {
  const access = areasOf(profile);
  const closed = AREAS.filter((area) => !access[area].allowed);
  return closed.length === 0 ? NO_AREAS : closed;
}

const NO_AREAS: readonly Area[] = [];

/**
 * The client's standing as the profile says it: active only when nothing stands in the way
 * (an `adm:active` beside a rejected identity check is not), blocked or suspended as the bank
 * set it, `other` for an administrative status the spec does not list, not active yet
 * while onboarding is under way, and not active when the identity check was rejected.
 */
export type Standing = 'active' | 'blocked' | 'suspended' | 'other' | 'notYetActive' | 'notActive';

// Assumption A-333 (docs/assumptions.md): the profile's status is the whole standing, not `adm`.
export function standingOf(profile: ClientProfile): Standing {
  const problem = standingProblem(profile);
  if (problem === null) return 'active';
  if (problem === 'blocked' || problem === 'suspended') return problem;
  if (problem === 'admOther') return 'other';
  if (problem === 'identityRejected') return 'notActive';
  return 'notYetActive';
}
