import { useI18n } from '../../lib/i18n/i18n';
import { ONBOARDING_STEPS, stepProgress, type OnboardingStep } from './next-step';

/** Done / current / to-do steps, as an ordered list with the current one marked. */
export function OnboardingStepper({ current }: { current: OnboardingStep }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('onboarding.stepsLabel')} className="stepper">
      <ol className="stepper__list">
        {ONBOARDING_STEPS.map((step, index) => {
          const progress = stepProgress(step, current);
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
