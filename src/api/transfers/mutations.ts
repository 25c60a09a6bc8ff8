import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../accounts/queries';
import { transactionKeys } from '../transactions/queries';
import { sendExternalTransfer, sendInternalTransfer } from './requests';

/**
 * After money moved: every account list and balance, and every transaction list (the source's,
 * and an own recipient account's), are read again. The promise is returned, so the mutation
 * stays pending until the balances shown are the new ones.
 */
function refreshAfterTransfer(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
  ]);
}

/**
 * POST /v2/transfer/internal. Never retried (money): wrap it in useSubmitOnce(…, { resend:
 * 'never' }) and read a failure with sendOutcomeOf.
 */
export function useInternalTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInternalTransfer,
    retry: false,
    onSuccess: () => refreshAfterTransfer(queryClient),
  });
}

/** POST /v2/transfer (SEPA). Never retried, like the internal one. */
export function useExternalTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendExternalTransfer,
    retry: false,
    onSuccess: () => refreshAfterTransfer(queryClient),
  });
}
