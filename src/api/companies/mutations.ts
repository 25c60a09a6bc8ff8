import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './queries';
import { patchCompanyContract, resendCompanyEmailCode, verifyCompanyEmail } from './requests';
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

/**
 * The company takes a contract: PATCH /companies/contract, whose body (`companyId`, `contract`)
 * the spec gives. POST /v2/companies/contract-accept is not sent after it: the spec shows
 * neither its body nor its answer, so its body would be the app's invention, sent after the
 * bank had already taken the contract (issue 35 §4). The companies are read again whatever
 * the answer.
 */
// Assumption A-117 (docs/assumptions.md): the PATCH alone takes the company's contract.
export function useTakeCompanyContractMutation() {
  const readAgain = useReadCompaniesAgain();
  return useMutation({
    mutationFn: ({ companyId, contractId }: CompanyContractAcceptBody) =>
      patchCompanyContract({ companyId, contract: contractId }),
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
