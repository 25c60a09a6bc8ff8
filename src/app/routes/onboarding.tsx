import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/router/link';
import { describeError } from '../../api/errors';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { accountPath, paths } from '../../config/routes';
import { NotAllowedNotice } from '../../features/accounts/not-allowed-notice';
import { OpenAccountForm } from '../../features/accounts/open-account-form';
import { ContractChooser } from '../../features/contracts/contract-chooser';
import { CreateProfileForm } from '../../features/onboarding/create-profile-form';
import {
  lockedReason,
  ONBOARDING_STEPS,
  type OnboardingState,
} from '../../features/onboarding/next-step';
import { OnboardingStepper } from '../../features/onboarding/onboarding-stepper';
import { useOnboardingState } from '../../features/onboarding/use-onboarding-state';
import { IdentityVerification } from '../../features/verification/identity-verification';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { onboardingEn } from '../../lib/i18n/en/onboarding';

registerTexts(onboardingEn);

/**
 * The guided path: works out the next step from the API's state and shows it
 * under a stepper. Each step's completion changes that state (the mutations
 * invalidate the profile or the accounts), which moves the path on.
 */
export function OnboardingRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const onboarding = useOnboardingState();
  const { data: state, accounts } = onboarding;

  // Opening the first account ends the path; its page (with the bank details)
  // is where the person wants to be then, not a "you are all set" screen.
  const previousStep = useRef<string | null>(null);
  const firstAccountId = accounts?.[0]?.id;
  useEffect(() => {
    if (state?.kind === 'step') previousStep.current = state.step;
    if (state?.kind === 'done' && previousStep.current === 'account' && firstAccountId) {
      previousStep.current = null;
      void navigate(accountPath(firstAccountId), { replace: true });
    }
  }, [state, firstAccountId, navigate]);

  // The path moves on without a page change: take focus to the new step's
  // heading so keyboard and screen-reader users start there (not on <body>).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const currentStep = state?.kind === 'step' ? state.step : null;
  const shownStep = useRef(currentStep);
  useEffect(() => {
    if (currentStep === null || shownStep.current === currentStep) return;
    const isFirst = shownStep.current === null;
    shownStep.current = currentStep;
    if (!isFirst) stepHeading.current?.focus();
  }, [currentStep]);

  const body = (state: OnboardingState) => {
    if (state.kind === 'locked') {
      return <NotAllowedNotice reason={lockedReason(state.adm)} />;
    }
    if (state.kind === 'done') {
      return (
        <Card>
          <h2>{t('onboarding.done')}</h2>
          <p>{t('onboarding.doneBody')}</p>
          <Link to={paths.accounts}>{t('onboarding.goToAccounts')}</Link>
        </Card>
      );
    }
    const { step } = state;
    const number = ONBOARDING_STEPS.indexOf(step) + 1;
    return (
      <>
        <OnboardingStepper steps={ONBOARDING_STEPS} current={step} />
        <h2 ref={stepHeading} tabIndex={-1} className="onboarding__step-heading">
          {t('onboarding.stepOf', {
            number,
            total: ONBOARDING_STEPS.length,
            name: t(`onboarding.step.${step}`),
          })}
        </h2>
        {step === 'profile' ? <CreateProfileForm onCreated={() => undefined} /> : null}
        {step === 'contract' ? <ContractChooser onAccepted={() => undefined} /> : null}
        {step === 'verification' ? (
          <IdentityVerification
            onVerified={() => undefined}
            links={{ contract: paths.onboardingContract, profile: paths.onboarding }}
          />
        ) : null}
        {step === 'account' ? (
          <OpenAccountForm
            openingText={t('onboarding.account.opening')}
            onOpened={(account) => void navigate(accountPath(account.id))}
          />
        ) : null}
      </>
    );
  };

  return (
    <section>
      <PageHeader
        title={t('onboarding.title')}
        // Said once, at the start: on later steps the form comes first.
        description={
          state?.kind === 'step' && state.step === 'profile' ? t('onboarding.intro') : undefined
        }
      />
      <QueryState query={onboarding} describeError={describeError}>
        {body}
      </QueryState>
    </section>
  );
}
