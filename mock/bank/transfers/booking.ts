import { parseBankDetailsJson } from '../../../src/api/accounts/schemas';
import type { TransferPlane } from '../../../src/api/contracts/schemas';
import { internalTransferErrors as errors } from '../../../src/api/transfers/errors';
import { transferFee } from '../../../src/api/transfers/fee';
import type {
  Transaction,
  TransactionCharge,
  TransactionParty,
} from '../../../src/api/transactions/schemas';
import { addDecimals, compareDecimals, isZeroDecimal } from '../../../src/utils/decimal';
import { INVALID_PAYLOAD } from '../../../src/api/shared/errors';
import { BankError } from '../bank-error';
import { createRandom, uuidV4 } from '../ids';
import type { AccountRecord, BankState, UserState } from '../state';
import { offeredContract, type Sender } from './sender';

/** The largest amount each payment method takes, in the account's currency. */
// Assumption A-91 (docs/assumptions.md): 100,000.00 internally, 50,000.00 by SEPA.
export const MAX_TRANSFER_AMOUNT = { internal: '100000.00', sepa: '50000.00' } as const;
export type TransferMethod = keyof typeof MAX_TRANSFER_AMOUNT;

// Assumption A-96 (docs/assumptions.md): fee by the client's contract; statuses over time.
/** How long a transfer stays `pending` before it completes. */
export const TRANSFER_SETTLE_MS = 3000;
/** SEPA transfers of this amount or more are held by the provider first, for this long more. */
export const SEPA_HOLD_FROM = '1000.00';
export const SEPA_HOLD_MS = 5000;

const random = createRandom(Date.now() % 0xffff_ffff);

/** The transfer fee rules of the client's (offered) contract. */
function feeRules(state: BankState, contractId: string): TransferPlane[] {
  return (offeredContract(state, contractId)?.params ?? []).flatMap(
    (param) => param.transferPlane ?? [],
  );
}

/** The party of an account holder, with the account's IBAN where its bank details have one. */
export function partyOf(
  user: UserState,
  account: AccountRecord,
  extra: Partial<TransactionParty> = {},
): TransactionParty {
  const details = parseBankDetailsJson(account.bankDetails);
  return {
    name: user.client?.name ?? '',
    surname: user.client?.surname ?? '',
    type: 'individual',
    ...(details?.iban ? { iban: details.iban } : {}),
    ...(details?.bic ? { bicSwift: details.bic } : {}),
    ...extra,
  };
}

export interface Priced {
  amount: string;
  fee: string;
  total: string;
  charge: TransactionCharge;
}

/** The amount alone: more than zero and within the method's maximum. */
export function checkAmount(amount: string, method: TransferMethod): void {
  // Assumption A-91 (docs/assumptions.md): a zero amount is not a transfer.
  if (isZeroDecimal(amount)) throw new BankError(400, INVALID_PAYLOAD);
  if (compareDecimals(amount, MAX_TRANSFER_AMOUNT[method]) > 0) {
    throw new BankError(400, errors.amountTooBig);
  }
}

/**
 * The fee by the client's contract (the app's own `transferFee`), and amount plus fee within
 * what is available. Returns the charge to record.
 */
export function priceTransfer(state: BankState, sender: Sender, amount: string): Priced {
  const { currency } = sender.account;
  const { fee, total, rule } = transferFee(
    amount,
    feeRules(state, sender.client.contract),
    currency,
  );
  if (compareDecimals(total, sender.account.available) > 0) {
    throw new BankError(400, errors.balanceNotEnough);
  }
  const charge: TransactionCharge = {
    amount: addDecimals([amount]),
    fee,
    total,
    currency,
    contractId: sender.client.contract,
    ...(rule
      ? {
          calculator: rule.calculator,
          flat: String(rule.flat),
          percentage: String(rule.percentage),
        }
      : {}),
  };
  return { amount, fee, total, charge };
}

interface BookingParties {
  sender: TransactionParty;
  recipient: TransactionParty;
}

/**
 * Books the outgoing transaction: `pending`, the total (amount + fee) moved from available to
 * holding, and the steps that settle it. Returns the transaction.
 */
export function bookOutgoing(
  state: BankState,
  owner: UserState,
  account: AccountRecord,
  priced: Priced,
  parties: BookingParties,
  options: {
    method: TransferMethod;
    now: Date;
    steps: { afterMs: number; status: Transaction['status'] }[];
  },
): Transaction {
  const stamp = options.now.toISOString();
  const transaction: Transaction = {
    id: uuidV4(random),
    accountId: account.id,
    extAccountId: account.extAccountId,
    amount: priced.amount,
    status: 'pending',
    direction: 'out',
    paymentMethod: options.method,
    provider: 'mock',
    createdAt: stamp,
    updatedAt: stamp,
    fee: false,
    charge: priced.charge,
    sender: parties.sender,
    recipient: parties.recipient,
  };
  account.available = addDecimals([account.available, `-${priced.total}`]);
  account.holding = addDecimals([account.holding, priced.total]);
  account.updatedAt = stamp;
  owner.transactions.push(transaction);
  for (const step of options.steps) {
    state.settlements.push({
      dueAt: options.now.getTime() + step.afterMs,
      sub: owner.sub,
      transactionId: transaction.id,
      status: step.status,
    });
  }
  return transaction;
}

/** Books the incoming side of an internal transfer: `pending`, the amount added to pending. */
export function bookIncoming(
  state: BankState,
  owner: UserState,
  account: AccountRecord,
  outgoing: Transaction,
  now: Date,
): Transaction {
  const stamp = now.toISOString();
  const transaction: Transaction = {
    id: uuidV4(random),
    accountId: account.id,
    extAccountId: account.extAccountId,
    amount: outgoing.amount,
    status: 'pending',
    direction: 'in',
    paymentMethod: outgoing.paymentMethod ?? 'internal',
    provider: 'mock',
    createdAt: stamp,
    updatedAt: stamp,
    fee: false,
    outTransactionId: outgoing.id,
    sender: outgoing.sender ?? null,
    recipient: outgoing.recipient ?? null,
  };
  outgoing.inTransactionId = transaction.id;
  account.pending = addDecimals([account.pending, outgoing.amount]);
  account.updatedAt = stamp;
  owner.transactions.push(transaction);
  state.settlements.push({
    dueAt: now.getTime() + TRANSFER_SETTLE_MS,
    sub: owner.sub,
    transactionId: transaction.id,
    status: 'completed',
  });
  return transaction;
}

/** Completing moves the money: out of holding for the sender, from pending to available for the recipient. */
function complete(user: UserState, transaction: Transaction): void {
  const account = user.accounts.find((record) => record.id === transaction.accountId);
  if (!account) return;
  if (transaction.direction === 'out') {
    const total = transaction.charge?.total ?? transaction.amount;
    account.holding = addDecimals([account.holding, `-${total}`]);
  } else {
    account.pending = addDecimals([account.pending, `-${transaction.amount}`]);
    account.available = addDecimals([account.available, transaction.amount]);
  }
  account.updatedAt = transaction.updatedAt ?? account.updatedAt;
}

/** Applies every status change that is due by `now` (called before each request). */
export function settleTransfers(state: BankState, now: Date): void {
  const due = state.settlements.filter((step) => step.dueAt <= now.getTime());
  if (due.length === 0) return;
  state.settlements = state.settlements.filter((step) => step.dueAt > now.getTime());
  for (const step of due.sort((a, b) => a.dueAt - b.dueAt)) {
    const user = state.users.get(step.sub);
    const transaction = user?.transactions.find((candidate) => candidate.id === step.transactionId);
    if (!user || !transaction || transaction.status === 'completed') continue;
    transaction.status = step.status;
    transaction.updatedAt = new Date(step.dueAt).toISOString();
    if (step.status === 'completed') complete(user, transaction);
  }
}
