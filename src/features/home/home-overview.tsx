import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import {
  combineAccounts,
  type CombinedAccount,
} from '../../domain/accounts/accounts-with-balances';
import { isEmptyAccount } from '../../domain/accounts/empty-account';
import { companyQueries } from '../../api/companies/queries';
import { usePartyCapabilities } from '../../api/companies/use-party-capabilities';
import { describeError } from '../../api/errors';
import { QueryState, type QueryStateSource } from '../../components/ui/query-state';
import { Skeleton, SkeletonCards, SkeletonLine } from '../../components/ui/skeleton';
import { accountHref } from '../../config/routes';
import { registerTexts, useI18n } from '../../lib/i18n/i18n';
import { isIsoCurrency } from '../../utils/currency';
import { accountAttention, companyAttention } from './attention';
import { AttentionList } from './attention-list';
import { HomeAccounts } from './home-accounts';
import type { HomeReads } from './home-reads';
import { HomeTotals } from './home-totals';
import { LatestActivityCard } from './latest-activity-card';
import { QuickActions } from './quick-actions';
import { homeEn } from '../../lib/i18n/en/home';

registerTexts(homeEn);

// The administrator's companies come after the first screen's parts, in a chunk of their own.
const CompaniesMoney = lazy(async () => ({
  default: (await import('./companies-money')).CompaniesMoney,
}));

/**
 * The home of a customer whose onboarding is done, for them or for the company they act for
 * (`companyId`): the money available per currency, quick actions, what needs attention, the
 * accounts and the latest activity, from the reads the route started together (useHomeReads);
 * for the user themselves, then each company they administer with its money and needs.
 */
// Assumption A-159 (docs/assumptions.md): acting for a company, the home is the company's.
export function HomeOverview({
  companyId,
  companyName,
  reads,
}: {
  companyId: string | undefined;
  companyName: string | undefined;
  reads: HomeReads;
}) {
  const { t } = useI18n();
  const { list, legacy, activity } = reads;
  const accounts = useMemo(
    () => (list.data ? combineAccounts(list.data, legacy.data ?? null) : undefined),
    [list.data, legacy.data],
  );
  const companies = useQuery(companyQueries.list());
  const capabilities = usePartyCapabilities(companyId).data?.capabilities;

  // For the user themselves, each company's needs are shown with its money (CompaniesMoney);
  // acting for a company, its needs lead "Needs your attention".
  const administered = companies.data?.companies;
  const attention = useMemo(() => {
    const acting = (administered ?? []).filter((company) => company.companyId === companyId);
    return [...acting.flatMap(companyAttention), ...accountAttention(accounts ?? [])];
  }, [administered, companyId, accounts]);

  // Nothing in any account and no transaction at all yet: the first thing to do is add money,
  // to the first account that can take a transfer in.
  const transactionCount = activity.data?.transactions.length;
  const addMoneyTo = useMemo(() => {
    const money = (accounts ?? []).filter(
      (account) => account.status === 'activated' && isIsoCurrency(account.currency),
    );
    const allEmpty =
      money.length > 0 &&
      money.every((account) => isEmptyAccount(account.balances, transactionCount));
    return allEmpty ? money[0] : undefined;
  }, [accounts, transactionCount]);

  // The totals wait for the balances; only the accounts list's failure stops them.
  const money: QueryStateSource<readonly CombinedAccount[]> = {
    status: list.isError ? 'error' : list.isPending || legacy.isPending ? 'pending' : 'success',
    data: accounts,
    error: list.error,
    refetch: () => void list.refetch(),
  };

  return (
    <div className="home">
      <QueryState
        query={money}
        describeError={describeError}
        loadingFallback={
          <Skeleton label={t('home.loading')} className="home-totals">
            <SkeletonLine size="small" width="quarter" />
            <SkeletonLine size="display" width="half" />
          </Skeleton>
        }
      >
        {(found) => (
          <HomeTotals
            accounts={found}
            balancesFailed={legacy.isError}
            onRetry={() => void legacy.refetch()}
            companyName={companyName}
          />
        )}
      </QueryState>
      <QuickActions
        capabilities={capabilities}
        companyId={companyId}
        addMoneyHref={addMoneyTo ? accountHref(addMoneyTo) : undefined}
      />
      <AttentionList items={attention} />
      <div className="home__columns">
        <LatestActivityCard
          query={activity}
          companyId={companyId}
          accounts={accounts}
          accountsPending={list.isPending}
        />
        {accounts ? (
          <HomeAccounts accounts={accounts} companyId={companyId} />
        ) : list.isPending ? (
          <Skeleton label={t('home.loading')}>
            <SkeletonCards count={2} />
          </Skeleton>
        ) : null}
      </div>
      {companyId === undefined && administered && administered.length > 0 ? (
        <Suspense fallback={null}>
          <CompaniesMoney companies={administered} />
        </Suspense>
      ) : null}
    </div>
  );
}
