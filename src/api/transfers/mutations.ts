import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../accounts/queries';
import { transactionKeys } from '../transactions/queries';
import { sendTransfer } from './requests';

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
 * POST /v2/transfer/internal or POST /v2/transfer (SEPA), as the request's type says. Never
 * retried (money): wrap it in useSubmitOnce(…, { resend: 'never' }) (useSendOnce does) and read
 * a failure with sendOutcomeOf.
 */
export function useTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTransfer,
    retry: false,
    onSuccess: () => refreshAfterTransfer(queryClient),
  });
}
