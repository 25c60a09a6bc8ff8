import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { clientQueries } from '../../api/client/queries';
import type { ClientProfile } from '../../api/client/schemas';
import { companyQueries } from '../../api/companies/queries';
import { useActingCompany } from '../../api/companies/use-acting-company';
import { describeError } from '../../api/errors';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { Skeleton, SkeletonLine } from '../../components/ui/skeleton';
import { useHomeReads, type HomeReads } from '../../features/home/home-reads';
import { lockedReason, type OnboardingState } from '../../features/onboarding/next-step';
import { useOnboardingState } from '../../features/onboarding/use-onboarding-state';
import { useParty } from '../../hooks/use-party';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

/** A named export of a module loaded on first use, as a component for React.lazy. */
function part<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

// Each home loads its own parts when it is shown, so `/` itself stays small (quality.md: the
// screen a sign-in lands on). The overview's is asked for at once, beside the profile.
const loadOverview = () => import('../../features/home/home-overview');
const HomeOverview = part(async () => (await loadOverview()).HomeOverview);
const AdminHome = part(async () => (await import('../../features/home/admin-home')).AdminHome);
const NotAllowedNotice = part(
  async () => (await import('../../features/accounts/not-allowed-notice')).NotAllowedNotice,
);
/** How far someone still onboarding is, and one button to the next step (with its texts). */
const Progress = part(async () => (await import('../home-progress')).ProgressCard);

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
  if (state.kind === 'locked') return <NotAllowedNotice reason={lockedReason(state.adm)} />;
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
  const wantsOverview = showsOverview(onboarding.data, companyId);
  const reads = useHomeReads(companyId, wantsOverview);
  // Its code is asked for as the home renders, beside its reads, not once React has shown the
  // home (issue 23 §3); a module is fetched once however often this runs.
  if (wantsOverview) void loadOverview();
  const profile = useQuery(clientQueries.profile());
  const company = useActingCompany(companyId).data;
  const companyName = company ? company.name || t('home.attention.unnamedCompany') : undefined;
  const name = profile.data?.name;
  let heading = t('home.title');
  if (companyName !== undefined) heading = t('home.companyTitle', { name: companyName });
  else if (companyId === undefined && name) heading = t('home.greeting', { name });

  return (
    <section>
      <PageHeader title={heading} />
      <QueryState
        query={onboarding}
        describeError={describeError}
        loadingFallback={<HomeSkeleton />}
      >
        {(state) => (
          <Suspense fallback={<HomeSkeleton />}>
            <Home
              state={state}
              companyId={companyId}
              companyName={companyName}
              kyc={profile.data?.kyc}
              reads={reads}
            />
          </Suspense>
        )}
      </QueryState>
    </section>
  );
}
