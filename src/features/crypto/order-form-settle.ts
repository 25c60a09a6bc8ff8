import type { CombinedAccount } from '../../domain/accounts/accounts-with-balances';
import { isOrderTypeEnabled, type OrderType } from '../../domain/crypto/pair-rules';
import type { ExchangeInfo } from '../../api/crypto/schemas';
import type { OrderFormValues } from './order-form-values';
import { fittingAccounts } from './pair-accounts';

const TYPES: readonly OrderType[] = ['market', 'limit'];

/**
 * The values after a change: on another pair or side, a type the pair does not take gives way
 * to one it does, and the accounts are kept where they still fit (else the only fitting one).
 */
export function settleValues(
  values: OrderFormValues,
  info: ExchangeInfo,
  accounts: readonly CombinedAccount[],
): OrderFormValues {
  const pairInfo = Object.hasOwn(info.pairs, values.pair) ? info.pairs[values.pair] : undefined;
  let type = values.type;
  if (pairInfo && !isOrderTypeEnabled(pairInfo, type)) {
    type = TYPES.find((candidate) => isOrderTypeEnabled(pairInfo, candidate)) ?? type;
  }
  return { ...values, type, ...fittingAccounts(values, accounts) };
}
