import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './queries';
import {
  acceptCompanyContract,
  patchCompanyContract,
  resendCompanyEmailCode,
  verifyCompanyEmail,
} from './requests';

// Each change of a company reads the companies again (list and records, not a KYB token in
// use) before it settles, so a form stays pending until what it shows is fresh.

function useCompanyMutation<T, R>(mutationFn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
        queryClient.invalidateQueries({ queryKey: companyKeys.details() }),
      ]),
  });
}

/** PATCH /companies/contract. */
export function useCompanyContractMutation() {
  return useCompanyMutation(patchCompanyContract);
}

/** POST /v2/companies/contract-accept. */
export function useCompanyContractAcceptMutation() {
  return useCompanyMutation(acceptCompanyContract);
}

/** POST /companies/email/resend-code. */
export function useResendCompanyEmailMutation() {
  return useCompanyMutation(resendCompanyEmailCode);
}

/** POST /companies/email/verify. */
export function useVerifyCompanyEmailMutation() {
  return useCompanyMutation(verifyCompanyEmail);
}
