import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './queries';
import { activateAccount, createAccount } from './requests';

/**
 * POST /v1/accounts. Creation is asynchronous: the lists are refreshed before the mutation
 * settles, but the new account may only appear a little later (the caller polls).
 */
export function useOpenAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });
}

/** PATCH /v2/accounts/{accountId}: the lists are read again before the mutation settles. */
export function useActivateAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });
}
