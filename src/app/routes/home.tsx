import { useQuery } from '@tanstack/react-query';
import { clientQueries } from '../../api/client/queries';
import type { ClientProfile } from '../../api/client/schemas';
import { companyQueries } from '../../api/companies/queries';
import { useActingCompany } from '../../api/companies/use-acting-company';
import { describeError } from '../../api/errors';
import { PageHeading } from '../../components/ui/page-heading';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton, SkeletonLine } from '../../components/ui/skeleton';
import { paths } from '../../config/routes';
import { AdminHome } from '../../features/home/admin-home';
import { useHomeReads, type HomeReads } from '../../features/home/home-reads';
import { HomeOverview } from '../../features/home/home-overview';
import { NextStepCard, type IdentityCheck } from '../../features/home/next-step-card';
import { LockedNotice } from '../../features/onboarding/locked-notice';
import {
  ONBOARDING_STEPS,
  type OnboardingState,
  type OnboardingStep,
} from '../../features/onboarding/next-step';
import { OnboardingStepper } from '../../features/onboarding/onboarding-stepper';
import { useOnboardingState } from '../../features/onboarding/use-onboarding-state';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { homeEn } from '../../lib/i18n/en/home';
import { onboardingEn } from '../../lib/i18n/en/onboarding';
import { transactionsEn } from '../../lib/i18n/en/transactions';

registerTexts(homeEn, onboardingEn, transactionsEn);

const IDENTITY: Partial<Record<ClientProfile['kyc'], IdentityCheck>> = {
  'kyc:pending': 'pending',
  'kyc:resubmission': 'resubmission',
  'kyc:rejected': 'rejected',
};

function Progress({ step, kyc }: { step: OnboardingStep; kyc: ClientProfile['kyc'] | undefined }) {
  const { t } = useI18n();
  return (
    <NextStepCard
      step={step}
      stepName={t(`onboarding.step.${step}`)}
      done={ONBOARDING_STEPS.indexOf(step)}
      total={ONBOARDING_STEPS.length}
      href={paths.onboarding}
      identity={(kyc && IDENTITY[kyc]) ?? 'other'}
      stepper={<OnboardingStepper current={step} />}
    />
  );
}

/** Which home the onboarding state calls for. */
/**
 * Whether the state calls for the money overview: onboarding done, or acting for a company,
 * which needs only its administrator's own standing, not a personal account. Undefined (not
 * known yet) counts as yes, so the overview's reads start beside the profile.
 */
function showsOverview(state: OnboardingState | undefined, companyId: string | undefined) {
  if (state === undefined || state.kind === 'done') return true;
  return state.kind === 'step' && state.step === 'account' && companyId !== undefined;
}

function Home({
  state,
  companyId,
  companyName,
  kyc,
  reads,
}: {
  state: OnboardingState;
  companyId: string | undefined;
  companyName: string | undefined;
  kyc: ClientProfile['kyc'] | undefined;
  reads: HomeReads;
}) {
  const onlyFirstAccountLeft = state.kind === 'step' && state.step === 'account';
  const companies = useQuery({ ...companyQueries.list(), enabled: onlyFirstAccountLeft });
  if (state.kind === 'locked') return <LockedNotice adm={state.adm} profileHref={paths.profile} />;
  if (state.kind === 'done' || showsOverview(state, companyId)) {
    return <HomeOverview companyId={companyId} companyName={companyName} reads={reads} />;
  }
  if (onlyFirstAccountLeft && companies.isPending) return <HomeSkeleton />;
  // Assumption A-111 (docs/assumptions.md): an admin without personal accounts sees their
  // companies; a failed list is no reason to stop anyone: the next step is shown then.
  const administered = companies.data?.companies ?? [];
  if (onlyFirstAccountLeft && administered.length > 0)
    return <AdminHome companies={administered} />;
  return <Progress step={state.step} kyc={kyc} />;
}

function HomeSkeleton() {
  const { t } = useI18n();
  return (
    <Skeleton label={t('home.loading')} className="home-totals">
      <SkeletonLine size="small" width="quarter" />
      <SkeletonLine size="display" width="half" />
    </Skeleton>
  );
}

/**
 * `/`, where every sign-in lands: the money overview of a customer whose onboarding is done
 * (or of the company they act for), the progress and next step of someone still onboarding,
 * the companies of an administrator without a personal account, or why a blocked customer can
 * do nothing. Every read starts at once, beside the profile.
 */
export function HomeRoute() {
  const { t } = useI18n();
  const { companyId } = useParty();
  const onboarding = useOnboardingState();
  const reads = useHomeReads(companyId, showsOverview(onboarding.data, companyId));
  const profile = useQuery(clientQueries.profile());
  const company = useActingCompany(companyId).data;
  const companyName = company ? company.name || t('home.attention.unnamedCompany') : undefined;
  const name = profile.data?.name;
  let heading = t('home.title');
  if (companyName !== undefined) heading = t('home.companyTitle', { name: companyName });
  else if (companyId === undefined && name) heading = t('home.greeting', { name });

  return (
    <section>
      <PageHeading>{heading}</PageHeading>
      <QueryState
        query={onboarding}
        describeError={describeError}
        loadingFallback={<HomeSkeleton />}
      >
        {(state) => (
          <Home
            state={state}
            companyId={companyId}
            companyName={companyName}
            kyc={profile.data?.kyc}
            reads={reads}
          />
        )}
      </QueryState>
    </section>
  );
}
