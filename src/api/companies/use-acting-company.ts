import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyQueries } from './queries';
import type { CompaniesResponse, Company } from './schemas';

/**
 * The company the user acts for, from the companies list (read once and shared with every
 * screen that names it). Nothing is read without `companyId` (the user acts for themselves);
 * `data` is null when the company is not among the user's, undefined while unknown.
 */
export function useActingCompany(companyId: string | undefined) {
  const select = useCallback(
    (response: CompaniesResponse): Company | null =>
      response.companies.find((company) => company.companyId === companyId) ?? null,
    [companyId],
  );
  return useQuery({ ...companyQueries.list(), enabled: companyId !== undefined, select });
}
