import type { BankState, UserState } from '../state';
import { completeOrder } from './orders';
import { completePayout } from './payouts';
import type { CryptoStep } from './records';

/** States after which nothing changes any more. */
const FINAL = new Set(['completed', 'cancelled', 'rejected']);

function apply(user: UserState, step: CryptoStep): void {
  const stamp = new Date(step.dueAt).toISOString();
  if (step.kind === 'order') {
    const order = user.cryptoOrders.find((candidate) => candidate.id === step.id);
    if (!order || FINAL.has(order.status)) return;
    order.status = step.status;
    order.updatedAt = stamp;
    if (step.status === 'completed') completeOrder(user, order, stamp);
    return;
  }
  const payout = user.payouts.find((candidate) => candidate.id === step.id);
  if (!payout || FINAL.has(payout.status)) return;
  payout.status = step.status;
  payout.updatedAt = stamp;
  if (step.status === 'completed') completePayout(user, payout, stamp);
}

/**
 * Applies every order and payout status change due by `now`, oldest first (called before each
 * request, like the transfers' settlement): state follows the mock's clock lazily.
 */
export function settleCrypto(state: BankState, now: Date): void {
  const time = now.getTime();
  const due = state.crypto.steps.filter((step) => step.dueAt <= time);
  if (due.length === 0) return;
  state.crypto.steps = state.crypto.steps.filter((step) => step.dueAt > time);
  for (const step of due.sort((a, b) => a.dueAt - b.dueAt)) {
    const user = state.users.get(step.sub);
    if (user) apply(user, step);
  }
}
