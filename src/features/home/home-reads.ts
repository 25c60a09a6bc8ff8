import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../api/accounts/queries';
import { clientQueries } from '../../api/client/queries';
import { companyQueries } from '../../api/companies/queries';
import { transactionQueries } from '../../api/transactions/queries';
import { useReadNow } from '../../api/use-read-now';

/** How many transactions the home's latest activity shows. */
export const LATEST_ACTIVITY_LIMIT = 5;

/** The newest transactions over every account of the party: one GET /v1/transactions. */
export function latestActivityQuery(companyId: string | undefined) {
  return transactionQueries.firstPage({ companyId, limit: LATEST_ACTIVITY_LIMIT });
}

/**
 * Every read of the money overview, started at once beside the profile that says which home
 * to show: both account lists of the party, its latest activity, the companies (and the
 * user's own accounts, which say whether their onboarding is done). Read here once and handed
 * down, so no screen part asks again. `wanted` false (the profile said this home is not the
 * overview) stops them: nothing is read again for a screen that does not show it. Each read
 * leaves as the home renders (useReadNow), not once React has shown it: the profile's and the
 * accounts' useQuery in useOnboardingState come first, and would hold them until then.
 */
// Assumption A-156 (docs/assumptions.md): read before the profile has answered.
export function useHomeReads(companyId: string | undefined, wanted: boolean) {
  useReadNow(clientQueries.profile());
  useReadNow(accountQueries.list());
  useReadNow(companyQueries.list());
  useReadNow(accountQueries.list(companyId), wanted);
  useReadNow(accountQueries.legacyList(companyId), wanted);
  useReadNow(latestActivityQuery(companyId), wanted);
  // GET /v1/accounts and GET /account, joined where they are shown (combineAccounts).
  const list = useQuery({ ...accountQueries.list(companyId), enabled: wanted });
  const legacy = useQuery({ ...accountQueries.legacyList(companyId), enabled: wanted });
  const activity = useQuery({ ...latestActivityQuery(companyId), enabled: wanted });
  return { list, legacy, activity };
}

export type HomeReads = ReturnType<typeof useHomeReads>;
