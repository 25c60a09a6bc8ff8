import type {
  Transaction,
  TransactionParty,
  TransactionStatus,
} from '../../../src/api/transactions/schemas';
import { feeRowOf, hasFee } from '../alternate/fee-rows';
import { BankError } from '../bank-error';
import { createRandom, newId } from '../ids';
import {
  compare as compareDecimals,
  isZero as isZeroDecimal,
  sum as addDecimals,
} from '../spec/decimal';
import { bankDetailsOf } from '../spec/iban';
import { messages } from '../spec/messages';
import type { AccountRecord, BankState, UserState } from '../state';
import type { Priced, TransferMethod } from './pricing';

export { priceTransfer, type Priced, type TransferMethod } from './pricing';

/** The largest amount each payment method takes, in the account's currency. */
// Assumption A-91 (docs/assumptions.md): 100,000.00 internally, 50,000.00 by SEPA.
export const MAX_TRANSFER_AMOUNT = { internal: '100000.00', sepa: '50000.00' } as const;

// Assumption A-96 (docs/assumptions.md): statuses over time (the fee: ./pricing.ts, A-253).
/** How long a transfer stays `pending` before it completes. */
export const TRANSFER_SETTLE_MS = 3000;
/** SEPA transfers of this amount or more are held by the provider first, for this long more. */
export const SEPA_HOLD_FROM = '1000.00';
export const SEPA_HOLD_MS = 5000;

const random = createRandom(Date.now() % 0xffff_ffff);

/** The party of an account holder, with the account's IBAN where its bank details have one. */
export function partyOf(
  user: UserState,
  account: AccountRecord,
  extra: Partial<TransactionParty> = {},
): TransactionParty {
  const details = bankDetailsOf(account.bankDetails);
  return {
    name: user.client?.name ?? '',
    surname: user.client?.surname ?? '',
    type: 'individual',
    ...(details?.iban ? { iban: details.iban } : {}),
    ...(details?.bic ? { bicSwift: details.bic } : {}),
    ...extra,
  };
}

/** The amount alone: more than zero and within the method's maximum. */
export function checkAmount(amount: string, method: TransferMethod): void {
  // Assumption A-91 (docs/assumptions.md): a zero amount is not a transfer.
  if (isZeroDecimal(amount)) throw new BankError(400, messages.invalidPayload);
  if (compareDecimals(amount, MAX_TRANSFER_AMOUNT[method]) > 0) {
    throw new BankError(400, messages.amountTooBig);
  }
}

interface BookingParties {
  sender: TransactionParty;
  recipient: TransactionParty;
}

/**
 * Books the outgoing transaction: `pending`, the total (amount + fee) moved from available to
 * holding, and the steps that settle it. Returns the transaction. The alternate reading books
 * a fee above zero as a row of its own beside the payment (../alternate/fee-rows.ts), settled
 * by the same steps; the balances move the same, once, by the total.
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
    steps: { afterMs: number; status: TransactionStatus }[];
  },
): Transaction {
  const stamp = options.now.toISOString();
  const transaction: Transaction = {
    id: newId(state.reading, random),
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
  const rows = [transaction];
  if (state.reading === 'alternate' && hasFee(transaction)) {
    const feeRow = feeRowOf(transaction, newId(state.reading, random));
    owner.transactions.push(feeRow);
    rows.push(feeRow);
  }
  for (const row of rows) {
    for (const step of options.steps) {
      state.settlements.push({
        dueAt: options.now.getTime() + step.afterMs,
        sub: owner.sub,
        transactionId: row.id,
        status: step.status,
      });
    }
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
    id: newId(state.reading, random),
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

/**
 * Completing moves the money: out of holding for the sender, from pending to available for the
 * recipient. Money out releases the total of its charge, or (alternate reading, where the fee
 * is a row of its own) each row its own amount: the payment its amount, the fee row the fee.
 */
function complete(state: BankState, user: UserState, transaction: Transaction): void {
  const account = user.accounts.find((record) => record.id === transaction.accountId);
  if (!account) return;
  if (transaction.direction === 'out') {
    const total =
      state.reading === 'alternate'
        ? transaction.amount
        : (transaction.charge?.total ?? transaction.amount);
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
    if (step.status === 'completed') complete(state, user, transaction);
  }
}
