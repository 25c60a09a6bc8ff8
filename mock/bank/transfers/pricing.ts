import type { Contract } from '../../../src/api/contracts/schemas';
import type { TransactionCharge } from '../../../src/api/transactions/schemas';
import { BankError } from '../bank-error';
import { compare, sum } from '../spec/decimal';
import { transferFee, type PlaneEntry } from '../spec/fee';
import { messages } from '../spec/messages';
import type { BankState } from '../state';
import { offeredContract, type Sender } from './sender';

/** The contract operation each way of sending names (a param's `operation`/`action`). */
export const TRANSFER_OPERATION = { internal: 'internalTransfer', sepa: 'sepaTransfer' } as const;
export type TransferMethod = keyof typeof TRANSFER_OPERATION;

export interface Priced {
  amount: string;
  fee: string;
  total: string;
  charge: TransactionCharge;
}

type Param = NonNullable<Contract['params']>[number];

const names = (param: Param, operation: string) =>
  param.operation === operation || param.action === operation;

/**
 * The fee schedule of `contract` for one way of sending: the plane of the param that names the
 * transfer's operation; failing one, the `accountInitiation` param's (the public reference's
 * one param, as the first reading's contracts have it). The exchange's param never applies.
 */
// Assumption A-253 (docs/assumptions.md): which param's transferPlane the mock charges by.
export function planeOf(contract: Contract | null, method: TransferMethod): PlaneEntry[] {
  const params = contract?.params ?? [];
  const own = params.filter((param) => names(param, TRANSFER_OPERATION[method]));
  const chosen = own.length > 0 ? own : params.filter((p) => names(p, 'accountInitiation'));
  return chosen.flatMap((param) => param.transferPlane ?? []);
}

/**
 * The contract a transfer is charged by. First reading: the client's, also for a
 * company's account. Alternate reading: a company's own contract for its accounts, whether the
 * client catalogue lists it or not (`BusinessContract`).
 */
function chargingContract(state: BankState, sender: Sender): Contract | null {
  const companyContract = sender.company?.contractId;
  if (state.reading === 'alternate' && companyContract) {
    const business = state.businessContracts.find((contract) => contract.id === companyContract);
    return business ?? offeredContract(state, companyContract);
  }
  return offeredContract(state, sender.client.contract);
}

/** The fee by the charging contract, and amount plus fee within what is available. */
export function priceTransfer(
  state: BankState,
  sender: Sender,
  amount: string,
  method: TransferMethod,
): Priced {
  const { currency } = sender.account;
  const contract = chargingContract(state, sender);
  const { fee, total, entry } = transferFee(amount, planeOf(contract, method), currency);
  if (compare(total, sender.account.available) > 0) {
    throw new BankError(400, messages.balanceNotEnough);
  }
  const charge: TransactionCharge = {
    amount: sum([amount]),
    fee,
    total,
    currency,
    contractId: contract?.id ?? sender.client.contract,
    ...(entry
      ? {
          calculator: entry.calculator ?? 'max',
          flat: String(entry.flat ?? 0),
          percentage: String(entry.percentage ?? 0),
        }
      : {}),
  };
  return { amount, fee, total, charge };
}
