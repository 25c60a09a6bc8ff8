import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './queries';
import {
  acceptCompanyContract,
  patchCompanyContract,
  resendCompanyEmailCode,
  verifyCompanyEmail,
} from './requests';
import type { CompanyContractAcceptBody, CompanyEmailResendCodeBody } from './schemas';

// Each change of a company reads the companies again (list and records, not a KYB token in
// use) before it settles, so a form stays pending until what it shows is fresh.

function useReadCompaniesAgain() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
      queryClient.invalidateQueries({ queryKey: companyKeys.details() }),
    ]);
}

function useCompanyMutation<T, R>(mutationFn: (body: T) => Promise<R>) {
  const readAgain = useReadCompaniesAgain();
  return useMutation({ mutationFn, onSuccess: readAgain });
}

/** PATCH /companies/contract. */
export function useCompanyContractMutation() {
  return useCompanyMutation(patchCompanyContract);
}

/** POST /v2/companies/contract-accept. */
export function useCompanyContractAcceptMutation() {
  return useCompanyMutation(acceptCompanyContract);
}

/**
 * The company takes a contract and accepts it: PATCH /companies/contract, then (only when the
 * bank took it) POST /v2/companies/contract-accept. The companies are read again whatever the
 * answer, since the first request may have changed the company before the second failed.
 */
// Assumption A-117 (docs/assumptions.md): both requests, in this order.
export function useTakeCompanyContractMutation() {
  const readAgain = useReadCompaniesAgain();
  return useMutation({
    mutationFn: async ({ companyId, contractId }: CompanyContractAcceptBody) => {
      await patchCompanyContract({ companyId, contract: contractId });
      return acceptCompanyContract({ companyId, contractId });
    },
    onSettled: readAgain,
  });
}

/** POST /companies/email/resend-code; kept in the mutation cache so its time can be read. */
export function useResendCompanyEmailMutation() {
  const readAgain = useReadCompaniesAgain();
  return useMutation({
    mutationKey: companyKeys.emailCodeRequests(),
    mutationFn: resendCompanyEmailCode,
    onSuccess: readAgain,
  });
}

/**
 * When a new email code was last sent for this company (ms since the epoch), or null: from the
 * successful resend requests of this session (still known after leaving the screen and coming
 * back for the mutation cache's lifetime, five minutes; cleared at sign-out with the cache).
 */
export function useLastEmailCodeSentAt(companyId: string): number | null {
  const times = useMutationState({
    filters: { mutationKey: companyKeys.emailCodeRequests(), status: 'success' },
    select: (mutation) =>
      (mutation.state.variables as CompanyEmailResendCodeBody | undefined)?.companyId === companyId
        ? mutation.state.submittedAt
        : 0,
  });
  const last = Math.max(0, ...times);
  return last > 0 ? last : null;
}

/** POST /companies/email/verify. */
export function useVerifyCompanyEmailMutation() {
  return useCompanyMutation(verifyCompanyEmail);
}
