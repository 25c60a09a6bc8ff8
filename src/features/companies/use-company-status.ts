import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { companyQueries } from '../../api/companies/queries';
import {
  statusOfCompany,
  statusOfRecord,
  type CompanyStatus,
} from '../../domain/companies/record-status';
import type { Company } from '../../api/companies/schemas';
import { useConfig } from '../../config/config-context';
import { useDocumentVisible } from '../../hooks/use-document-visible';

/** The first reads while a verification is checked come this often… */
export const KYB_POLL_MIN_MS = 3_000;
/** …and, the longer it takes, less often, down to this. */
export const KYB_POLL_MAX_MS = 30_000;

/** How long to wait before reading the status again, after waiting `waitedMs` so far. */
export function kybPollDelay(waitedMs: number): number {
  return Math.min(KYB_POLL_MAX_MS, Math.max(KYB_POLL_MIN_MS, Math.round(waitedMs / 10)));
}

/**
 * A company's current statuses (KYB and administrative), read again while its verification is
 * being checked and the page is visible: while `kyb:pending`, and after documents were sent
 * from `submittedFrom` until the status moves. From the legacy record (GET /companies/{id})
 * when the configuration turns it on (`features.companyRecord`), else from the list; the list
 * also stands in while the record is loading or failing. With the flag off the record is never
 * asked for.
 */
export function useCompanyStatus(company: Company, submittedFrom: string | null) {
  const { features } = useConfig();
  const visible = useDocumentVisible();
  const waitingSince = useRef<number | null>(null);

  const delayFor = (kyb: string | undefined): number | false => {
    const waiting = kyb === 'kyb:pending' || (submittedFrom !== null && kyb === submittedFrom);
    if (!waiting) {
      waitingSince.current = null;
      return false;
    }
    const now = Date.now();
    waitingSince.current ??= now;
    return visible ? kybPollDelay(now - waitingSince.current) : false;
  };

  const record = useQuery({
    ...companyQueries.detail(company.companyId),
    enabled: features.companyRecord,
    refetchInterval: (query) =>
      query.state.data ? delayFor(statusOfRecord(query.state.data).kyb) : false,
    refetchIntervalInBackground: false,
  });
  const fromRecord = features.companyRecord && record.data !== undefined && !record.isError;

  const list = useQuery({
    ...companyQueries.list(),
    // The page has just read the list to find the company: not again on mounting.
    refetchOnMount: false,
    refetchInterval: (query) => {
      if (fromRecord) return false;
      const item = query.state.data?.companies.find((c) => c.companyId === company.companyId);
      return delayFor(item?.kyb);
    },
    refetchIntervalInBackground: false,
  });
  const item = list.data?.companies.find((c) => c.companyId === company.companyId) ?? company;

  const status: CompanyStatus = {
    ...statusOfCompany(item),
    ...(fromRecord && record.data ? statusOfRecord(record.data) : {}),
  };
  const source = fromRecord ? record : list;
  return {
    status,
    /** The company as the list has it, with the statuses just read. */
    company: { ...item, ...status },
    checking: source.isFetching,
    checkNow: () => void source.refetch(),
  };
}
