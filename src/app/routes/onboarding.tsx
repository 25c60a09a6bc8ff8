import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountQueries } from '../../api/accounts/queries';
import { clientQueries } from '../../api/client/queries';
import { describeError } from '../../api/errors';
import { ErrorMessage } from '../../components/errors/error-message';
import { Loading } from '../../components/ui/loading';
import { PageHeading } from '../../components/ui/page-heading';
import { accountPath, paths } from '../../config/routes';
import { OpenAccountForm } from '../../features/accounts/open-account-form';
import { ContractChooser } from '../../features/contracts/contract-chooser';
import { CreateProfileForm } from '../../features/onboarding/create-profile-form';
import { LockedNotice } from '../../features/onboarding/locked-notice';
import { ONBOARDING_STEPS, onboardingState } from '../../features/onboarding/next-step';
import { OnboardingStepper } from '../../features/onboarding/onboarding-stepper';
import { IdentityVerification } from '../../features/verification/identity-verification';
import { useI18n } from '../../lib/i18n/i18n';

/** Reads where the client stands (profile, then accounts once verified). */
export function useOnboardingState() {
  const profile = useQuery(clientQueries.profile());
  const verified = profile.data?.kyc === 'kyc:confirmed';
  const accounts = useQuery({ ...accountQueries.list(), enabled: verified });
  const pending = profile.isPending || (verified && accounts.isPending);
  const error = profile.error ?? (verified ? accounts.error : null);
  const state =
    pending || error ? null : onboardingState(profile.data ?? null, accounts.data?.length ?? 0);
  const retry = () => {
    void profile.refetch();
    if (verified) void accounts.refetch();
  };
  return { state, pending, error, retry, accounts: accounts.data };
}

/**
 * The guided path: works out the next step from the API's state and shows it
 * under a stepper. Each step's completion changes that state (the mutations
 * invalidate the profile or the accounts), which moves the path on.
 */
export function OnboardingRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state, pending, error, retry, accounts } = useOnboardingState();

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

  let body;
  if (pending) {
    body = <Loading />;
  } else if (error || !state) {
    body = <ErrorMessage error={describeError(error)} onRetry={retry} />;
  } else if (state.kind === 'locked') {
    body = <LockedNotice adm={state.adm} profileHref={paths.profile} />;
  } else if (state.kind === 'done') {
    body = (
      <div className="card">
        <h2>{t('onboarding.done')}</h2>
        <p>{t('onboarding.doneBody')}</p>
        <Link to={paths.accounts}>{t('onboarding.goToAccounts')}</Link>
      </div>
    );
  } else {
    const { step } = state;
    const number = ONBOARDING_STEPS.indexOf(step) + 1;
    body = (
      <>
        <OnboardingStepper current={step} />
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
          <OpenAccountForm onOpened={(account) => void navigate(accountPath(account.id))} />
        ) : null}
      </>
    );
  }

  return (
    <section>
      <PageHeading>{t('onboarding.title')}</PageHeading>
      {state?.kind === 'step' ? <p>{t('onboarding.intro')}</p> : null}
      {body}
    </section>
  );
}
