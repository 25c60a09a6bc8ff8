import type { ClientProfile } from '../../api/client/schemas';

/** The steps of an individual's onboarding, in order. */
export const ONBOARDING_STEPS = ['profile', 'contract', 'verification', 'account'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingState =
  | { kind: 'step'; step: OnboardingStep }
  | { kind: 'done' }
  | { kind: 'locked'; adm: ClientProfile['adm'] };

/** Why a locked client can do nothing, as a capability reason (an unknown adm: A-295). */
export function lockedReason(adm: ClientProfile['adm']): 'blocked' | 'suspended' | 'admOther' {
  if (adm === 'adm:blocked') return 'blocked';
  return adm === 'adm:suspended' ? 'suspended' : 'admOther';
}

/**
 * Works out where a client stands from the API's state alone: no client →
 * create the profile; no accepted contract → choose one; identity not
 * confirmed → verify it; no account → open one. A client whose adm is not
 * active (blocked, suspended, or a value the spec does not list) can do none of these.
 */
export function onboardingState(
  client: ClientProfile | null,
  accountCount: number,
): OnboardingState {
  if (!client) return { kind: 'step', step: 'profile' };
  if (client.adm !== 'adm:active') {
    return { kind: 'locked', adm: client.adm };
  }
  if (!client.contract) return { kind: 'step', step: 'contract' };
  if (client.kyc !== 'kyc:confirmed') return { kind: 'step', step: 'verification' };
  if (accountCount === 0) return { kind: 'step', step: 'account' };
  return { kind: 'done' };
}
