import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { capabilitiesOf, type Capabilities } from '../../domain/client/capabilities';
import { clientQueries } from '../client/queries';
import { useReadNow } from '../use-read-now';
import { companyQueries } from './queries';
import { companyCapabilitiesOf } from '../../domain/companies/capabilities';
import type { Company } from './schemas';
import { useActingCompany } from './use-acting-company';

export interface PartyCapabilities {
  /** What may be done for the party. */
  capabilities: Capabilities;
  /** The company acted for, to name it; null for the user themselves or an unknown company. */
  company: Company | null;
}

/**
 * What may be done for the party the user acts for: their own capabilities without
 * `companyId`, the company's with it (the profile and the companies list, both cached and
 * shared), read as the screen renders (useReadNow). `data` is undefined until every read it
 * needs has answered.
 */
export function usePartyCapabilities(companyId: string | undefined) {
  // A screen that waits for what the party may do asks as it renders, not once it is shown.
  useReadNow(clientQueries.profile());
  useReadNow(companyQueries.list(), companyId !== undefined);
  const profile = useQuery(clientQueries.profile());
  const company = useActingCompany(companyId);
  const reads = companyId === undefined ? [profile] : [profile, company];
  const failed = reads.find((read) => read.isError);

  const profileData = profile.data;
  const companyData = company.data;
  const data = useMemo((): PartyCapabilities | undefined => {
    if (profileData === undefined) return undefined;
    if (companyId === undefined)
      return { capabilities: capabilitiesOf(profileData), company: null };
    if (companyData === undefined) return undefined;
    return {
      capabilities: companyCapabilitiesOf(profileData, companyData ?? undefined),
      company: companyData,
    };
  }, [profileData, companyData, companyId]);

  return {
    data,
    isSuccess: data !== undefined,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => {
      for (const read of reads) if (read.isError) void read.refetch();
    },
  };
}
