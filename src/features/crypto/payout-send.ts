import { useCreatePayoutMutation } from '../../api/crypto/mutations';
import { sendOutcomeOf } from '../../api/transfers/outcome';
import { useSendOnce } from '../../hooks/use-send-once';
import type { PreparedPayout } from './payout-prepare';

/**
 * Sends a reviewed payout at most once (see useSendOnce), for the party (`companyId` when
 * acting for a company). A lost answer is only known to be lost (no list of payouts to search).
 */
export function useSendPayout(companyId: string | undefined) {
  return useSendOnce(useCreatePayoutMutation(), {
    variablesOf: (payout: PreparedPayout) => ({
      ...payout.body,
      ...(companyId ? { companyId } : {}),
    }),
    unknownOf: () => true,
    outcomeOf: sendOutcomeOf,
  });
}
