import type { ClientProfile } from '../../api/client/schemas';

/** The steps of an individual's onboarding, in order. */
export const ONBOARDING_STEPS = ['profile', 'contract', 'verification', 'account'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingState =
  | { kind: 'step'; step: OnboardingStep }
  | { kind: 'done' }
  | { kind: 'locked'; adm: 'adm:blocked' | 'adm:suspended' };

/**
 * Works out where a client stands from the API's state alone: no client →
 * create the profile; no accepted contract → choose one; identity not
 * confirmed → verify it; no account → open one. Blocked and suspended
 * clients can do none of these.
 */
export function onboardingState(
  client: ClientProfile | null,
  accountCount: number,
): OnboardingState {
  if (!client) return { kind: 'step', step: 'profile' };
  if (client.adm === 'adm:blocked' || client.adm === 'adm:suspended') {
    return { kind: 'locked', adm: client.adm };
  }
  if (!client.contract) return { kind: 'step', step: 'contract' };
  if (client.kyc !== 'kyc:confirmed') return { kind: 'step', step: 'verification' };
  if (accountCount === 0) return { kind: 'step', step: 'account' };
  return { kind: 'done' };
}
