import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import type { OnboardingStep } from './next-step';
import { onboardingEn } from '../../lib/i18n/en/onboarding';

registerTexts(onboardingEn);

/**
 * Done / current / to-do steps, as an ordered list with the current one marked. The steps come
 * from the screen (ONBOARDING_STEPS), so this module, which `/` loads only with its progress
 * card, shares no chunk of its own with the guided path's state.
 */
export function OnboardingStepper({
  steps,
  current,
}: {
  steps: readonly OnboardingStep[];
  current: OnboardingStep;
}) {
  const { t } = useI18n();
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('onboarding.stepsLabel')} className="stepper">
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const progress =
            index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li
              key={step}
              className={`stepper__step stepper__step--${progress}`}
              aria-current={progress === 'current' ? 'step' : undefined}
            >
              <span className="stepper__number" aria-hidden="true">
                {progress === 'done' ? '✓' : index + 1}
              </span>
              <span className="stepper__name">{t(`onboarding.step.${step}`)}</span>
              <span className="visually-hidden"> ({t(`onboarding.progress.${progress}`)})</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
