import { useCreateOrderMutation } from '../../api/crypto/mutations';
import { sendOutcomeOf } from '../../api/transfers/outcome';
import { useSendOnce } from '../../hooks/use-send-once';
import type { UnknownOrder } from '../../api/crypto/order-search';
import type { PreparedOrder } from './order-form-schema';

/**
 * Places a prepared order at most once (see useSendOnce), for the party (`companyId` when
 * acting for a company). A lost answer is remembered as what to look for among the orders.
 */
export function useSendOrder(companyId: string | undefined) {
  return useSendOnce(useCreateOrderMutation(), {
    variablesOf: (order: PreparedOrder) => ({
      ...order.body,
      ...(companyId ? { companyId } : {}),
    }),
    unknownOf: (order, sentAt): UnknownOrder => ({ body: order.body, companyId, sentAt }),
    outcomeOf: sendOutcomeOf,
  });
}
