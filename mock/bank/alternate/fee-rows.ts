import type { Transaction } from '../../../src/api/transactions/schemas';
import { isZero } from '../spec/decimal';

// The alternate reading books a transfer's fee as a row of its own (docs/mock-control-api.md,
// "The alternate reading"): the payment row (`fee: false`, the amount paid) and a fee row
// (`fee: true`, money out of the same account, the fee as its amount, `extId` the payment's
// id), both carrying the operation's charge and both moving through the same statuses. The
// first reading books one row whose charge says the fee.

/** Whether `payment` is money out with a fee above zero (a fee row goes with it). */
export function hasFee(payment: Transaction): boolean {
  const fee = payment.charge?.fee;
  return payment.direction === 'out' && typeof fee === 'string' && !isZero(fee);
}

/** The fee row of `payment` (which `hasFee`), with its own id. */
export function feeRowOf(payment: Transaction, id: string): Transaction {
  const charge = payment.charge ?? {};
  return {
    id,
    accountId: payment.accountId,
    extAccountId: payment.extAccountId,
    extId: payment.id,
    amount: charge.fee ?? '0',
    status: payment.status,
    direction: 'out',
    paymentMethod: payment.paymentMethod,
    provider: payment.provider,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
    fee: true,
    charge: { ...charge },
    // The fee is the bank's: no counterparty of the payment.
    sender: payment.sender ?? null,
    recipient: null,
  };
}

/**
 * A seeded history as the alternate reading books it: each payment with a fee followed by
 * its fee row; the payment row itself says `fee: false`. Balances are unchanged (they were
 * worked out from amount + fee).
 */
export function withFeeRows(history: Transaction[], nextId: () => string): Transaction[] {
  return history.flatMap((row) =>
    hasFee(row) ? [{ ...row, fee: false }, feeRowOf({ ...row, fee: false }, nextId())] : [row],
  );
}
