import type { Transaction, TransactionStatus } from '../../src/api/transactions/schemas';
import { fromCents, sum, toCents } from './spec/decimal';
import { uuidV4 } from './ids';
import type { AccountRecord } from './state';

const COUNTERPARTIES = [
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Katherine', 'Johnson'],
  ['Edsger', 'Dijkstra'],
  ['Barbara', 'Liskov'],
  ['Donald', 'Knuth'],
  ['Margaret', 'Hamilton'],
  ['Tim', 'Berners Lee'],
] as const;

const REFERENCES = ['Rent', 'Groceries', 'Salary', 'Dinner', 'Books', 'Train tickets', 'Refund'];

/** Status mix: mostly completed, some of each other state. */
function pickStatus(random: () => number): TransactionStatus {
  const roll = random();
  if (roll < 0.78) return 'completed';
  if (roll < 0.88) return 'pending';
  if (roll < 0.94) return 'on_hold_provider';
  return 'rejected';
}

/**
 * `count` transactions of one account over the past year, newest first, and the
 * balances they add up to: available = completed in - completed out (plus an
 * opening deposit) less what is held, pending = pending incoming, holding = outgoing
 * not yet settled.
 */
export function seedTransactions(
  account: AccountRecord,
  owner: { name: string; surname: string },
  count: number,
  random: () => number,
  now: Date,
): {
  transactions: Transaction[];
  balances: Pick<AccountRecord, 'available' | 'pending' | 'holding'>;
} {
  const transactions: Transaction[] = [];
  const completed: string[] = ['5000.00'];
  const pending: string[] = [];
  const holding: string[] = [];
  const yearMs = 365 * 24 * 3600 * 1000;

  for (let i = 0; i < count; i += 1) {
    const incoming = random() < 0.4;
    const status = pickStatus(random);
    const amount = fromCents(BigInt(100 + Math.floor(random() * (incoming ? 90_000 : 25_000))));
    const [name, surname] = COUNTERPARTIES[Math.floor(random() * COUNTERPARTIES.length)] ?? [
      'A',
      'B',
    ];
    const reference = REFERENCES[Math.floor(random() * REFERENCES.length)] ?? 'Payment';
    const created = new Date(now.getTime() - Math.floor(((i + random()) / count) * yearMs));
    const counterparty = { name, surname, type: 'individual', reference };
    const self = { name: owner.name, surname: owner.surname, type: 'individual' };

    if (status === 'completed') completed.push(incoming ? amount : `-${amount}`);
    if (status === 'pending' && incoming) pending.push(amount);
    if ((status === 'pending' || status === 'on_hold_provider') && !incoming) holding.push(amount);

    transactions.push({
      id: uuidV4(random),
      accountId: account.id,
      extAccountId: account.extAccountId,
      amount,
      status,
      direction: incoming ? 'in' : 'out',
      paymentMethod: account.currency === 'GBP' ? 'faster_payments' : 'sepa',
      provider: 'mock',
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      fee: false,
      sender: incoming ? counterparty : self,
      recipient: incoming ? self : counterparty,
    });
  }
  return {
    transactions,
    balances: {
      available: fromCents(toCents(sum(completed)) - toCents(sum(holding))),
      pending: sum(pending),
      holding: sum(holding),
    },
  };
}
