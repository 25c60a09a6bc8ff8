import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../api/companies/queries';
import type { Company } from '../api/companies/schemas';
import { useParty } from '../hooks/use-party';

/**
 * The party of the screen with what the shell knows of it: the companies the user administers
 * (GET /v2/companies, shared with the companies screen's cache) and, when acting for one of
 * them, that company. `company` is undefined for the user themselves, while the list loads,
 * when it failed, and when the URL names a company that is not among them. The switcher and
 * the banner only read the list: a list that failed is read again where the screen says so
 * (its gate's "Try again"), not again because they came after it (they load once the first
 * screen is drawn).
 */
export function useActingFor() {
  const companies = useQuery({ ...companyQueries.list(), retryOnMount: false });
  const { companyId } = useParty();
  const list: readonly Company[] = companies.data?.companies ?? [];
  const company =
    companyId === undefined ? undefined : list.find((item) => item.companyId === companyId);
  return { companies, list, companyId, company };
}
