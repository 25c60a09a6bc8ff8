import type { Reading } from '../readings';
import { BankError } from '../bank-error';
import { createRandom, newId } from '../ids';
import type { BankState, UserState } from '../state';
import { compare, decimalPlaces, isZero, sum } from './amounts';
import { payoutMessages } from './messages';
import { decimalsOf } from './pairs';
import type { PayoutRecord } from './records';
import type { PayoutBody } from './spec';

// Sending crypto to a registered wallet: the amount leaves the party's account in the
// currency at once (held), and is gone when the payout completes. No fee.
// Assumption A-127 (docs/assumptions.md): the payout's checks, minimum, states and answer.

/** The smallest payout of each currency (network fees make smaller ones pointless). */
export const PAYOUT_MINIMUM: Record<string, string> = { BTC: '0.0001', ETH: '0.001' };
/** A payout is `initiated`, then `completed` (the hold released) this long after creation. */
export const PAYOUT_COMPLETED_AFTER_MS = 5000;

const random = createRandom((Date.now() + 17) % 0xffff_ffff);

/** The amount for the currency: its decimals (8 for BTC and ETH), above zero, the minimum. */
export function checkPayoutAmount(amount: string, currency: string, reading: Reading): void {
  if (decimalPlaces(amount) > (decimalsOf(currency, reading) ?? 8)) {
    throw new BankError(400, payoutMessages.amountTooManyDecimals);
  }
  const minimum = PAYOUT_MINIMUM[currency] ?? '0';
  if (isZero(amount) || compare(amount, minimum) < 0) {
    throw new BankError(400, payoutMessages.amountBelowMinimum);
  }
}

/** The payout as POST /payouts answers it. */
export function toApiPayout(record: PayoutRecord) {
  return {
    id: record.id,
    walletId: record.walletId,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    createdAt: record.createdAt,
  };
}

/**
 * Records the payout (`initiated`), holds the amount on `account` (checked: the party's, in
 * the currency, enough available) and schedules its completion.
 */
export function placePayout(
  state: BankState,
  user: UserState,
  payout: { body: PayoutBody; companyId: string | null; accountId: string },
  account: { available: string; holding: string; updatedAt: string },
  now: Date,
): PayoutRecord {
  const { body } = payout;
  if (compare(body.amount, account.available) > 0) {
    throw new BankError(400, payoutMessages.balanceNotEnough);
  }
  const stamp = now.toISOString();
  const record: PayoutRecord = {
    id: newId(state.reading, random),
    companyId: payout.companyId,
    walletId: body.walletId,
    accountId: payout.accountId,
    amount: body.amount,
    currency: body.currency,
    status: 'initiated',
    createdAt: stamp,
    updatedAt: stamp,
  };
  account.available = sum([account.available, `-${body.amount}`]);
  account.holding = sum([account.holding, body.amount]);
  account.updatedAt = stamp;
  user.payouts.push(record);
  state.crypto.steps.push({
    dueAt: now.getTime() + PAYOUT_COMPLETED_AFTER_MS,
    sub: user.sub,
    kind: 'payout',
    id: record.id,
    status: 'completed',
  });
  return record;
}

/** Completion: the amount has left; the hold on the account is released. */
export function completePayout(user: UserState, payout: PayoutRecord, stamp: string): void {
  const account = user.accounts.find((candidate) => candidate.id === payout.accountId);
  if (!account) return;
  account.holding = sum([account.holding, `-${payout.amount}`]);
  account.updatedAt = stamp;
}
