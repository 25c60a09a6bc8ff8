// A transfer as the mock bank records it, for the tests of what the app reads back after a
// send (src/api/transfers/reconcile.test.tsx, recorded-charge.test.tsx).
import type { Transaction } from '../api/transactions/schemas';

/** Money out of `accountId`, pending, made now; `fields` say the rest. */
export function recordedTransfer(
  fields: Pick<Transaction, 'id' | 'accountId' | 'amount'> & Partial<Transaction>,
): Transaction {
  const now = new Date().toISOString();
  return { status: 'pending', direction: 'out', createdAt: now, updatedAt: now, ...fields };
}
