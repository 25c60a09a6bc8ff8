import type { ClientProfile } from '../api/client/schemas';
import { paths } from '../config/routes';
import { NextStepCard, type IdentityCheck } from '../features/home/next-step-card';
import { ONBOARDING_STEPS, type OnboardingStep } from '../features/onboarding/next-step';
import { OnboardingStepper } from '../features/onboarding/onboarding-stepper';
import { registerTexts, useI18n } from '../lib/i18n/i18n';
import { onboardingEn } from '../lib/i18n/en/onboarding';

// Loaded by home only for someone still onboarding, with the onboarding texts it names: a
// customer whose onboarding is done does not load them (issue 37 §2).
registerTexts(onboardingEn);

const IDENTITY: Partial<Record<ClientProfile['kyc'], IdentityCheck>> = {
  'kyc:pending': 'pending',
  'kyc:resubmission': 'resubmission',
  'kyc:rejected': 'rejected',
};

/** How far someone still onboarding is, and one button to the next step. */
export function ProgressCard({
  step,
  kyc,
}: {
  step: OnboardingStep;
  kyc: ClientProfile['kyc'] | undefined;
}) {
  const { t } = useI18n();
  return (
    <NextStepCard
      step={step}
      stepName={t(`onboarding.step.${step}`)}
      done={ONBOARDING_STEPS.indexOf(step)}
      total={ONBOARDING_STEPS.length}
      href={paths.onboarding}
      identity={(kyc && IDENTITY[kyc]) ?? 'other'}
      stepper={<OnboardingStepper steps={ONBOARDING_STEPS} current={step} />}
    />
  );
}
