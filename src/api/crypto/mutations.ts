import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../accounts/queries';
import { transactionKeys } from '../transactions/queries';
import { recordPlacedOrder } from './placed-orders';
import { cryptoKeys } from './queries';
import { createOrder, createPayout, createWallet } from './requests';
import { addSessionWallet, sessionWalletOf } from './session-wallets';

// Orders and payouts move money: never retried (wrap them in useSubmitOnce(…, { resend:
// 'never' }) and read a failure with sendOutcomeOf, as transfers do).

/**
 * POST /orders. The accepted order is kept at once as "being recorded" (the exchange's reads
 * may not return it for a while); then the orders, balances and transactions are read again.
 */
export function useCreateOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    retry: false,
    onSuccess: ({ id }, variables) => {
      // Without an id there is nothing to wait for by name: the list shows it once read.
      if (id !== null) recordPlacedOrder(queryClient, id, variables);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cryptoKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
      ]);
    },
  });
}

/** POST /wallets; the registered wallet joins the party's session list. */
export function useCreateWalletMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    retry: false,
    onSuccess: (response, { companyId, ...body }) =>
      addSessionWallet(queryClient, companyId, sessionWalletOf(body, response)),
  });
}

/**
 * POST /payouts; afterwards the balances are read again, whatever the answer: after a lost one
 * the payout may have gone through, and the balance is where the person can see it.
 */
export function useCreatePayoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayout,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
