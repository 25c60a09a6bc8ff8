import type {
  Transaction,
  TransactionParty,
  TransactionStatus,
} from '../../src/api/transactions/schemas';
import { composeIban } from './spec/iban';
import { uuidV4 } from './ids';
import type { AccountRecord } from './state';

// A long, varied history for one account (the `saver` persona): every status, years of
// dates, parties with IBAN and BIC or a UK account and sort code, fees with flat and
// percentage parts, compliance fields, long names and references, 14-character amounts.
// Amounts are whole cents (exact in a double up to 2^53) and sums are bigint: no big.js on
// 10,000 rows, so generating stays a few milliseconds.

const FIRST = ['Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ada'];
const LAST = ['Hopper', 'Turing', 'Johnson', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton', 'King'];
const REFERENCES = [
  'Rent',
  'Groceries',
  'Salary',
  'Interest',
  'Electricity bill',
  'Council tax',
  'Birthday present',
  'Refund',
];
/** Rare rows a layout must survive at 375 px. */
const LONG_NAME = [
  'Maximiliana Alexandrina Konstantinopoulou-Wolfeschlegelsteinhausenberger',
  'Internationale Handelsgesellschaft für Erneuerbare Energien und Speichertechnik',
] as const;
const LONG_REFERENCE =
  'Invoice 2026-000123456789 for consulting services rendered in the third quarter, ' +
  'see attached statement / ref: ABCDEFGHIJ-0123456789';

/** Cents as a decimal string: 123456 → "1234.56", -5 → "-0.05". */
function centsText(cents: number | bigint): string {
  const value = BigInt(cents);
  const size = value < 0n ? -value : value;
  const digits = `${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
  return value < 0n ? `-${digits}` : digits;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Mostly completed; each other status often enough to fill pages when filtered. */
function statusOf(random: () => number, ageDays: number): TransactionStatus {
  const roll = random();
  if (roll < 0.06) return 'rejected';
  // Pending and on hold are recent, as they would be at a bank.
  if (ageDays < 120 && roll < 0.3) return roll < 0.2 ? 'pending' : 'on_hold_provider';
  if (roll < 0.09) return 'pending';
  if (roll < 0.12) return 'on_hold_provider';
  return 'completed';
}

/** How much: mostly everyday sums, rarely a 14-character one (money in only). */
function centsOf(random: () => number, incoming: boolean, i: number): number {
  if (incoming && i % 997 === 13) return 99_999_999_999_99 - Math.floor(random() * 1000);
  return 100 + Math.floor(random() * (incoming ? 300_000 : 40_000));
}

function counterpartyOf(random: () => number, i: number): TransactionParty {
  const long = i % 211 === 7;
  const [name, surname] = long
    ? [pick(random, LONG_NAME), '']
    : [pick(random, FIRST), pick(random, LAST)];
  const account = String(10_000_000 + Math.floor(random() * 89_999_999));
  const reference = long || i % 173 === 5 ? LONG_REFERENCE : pick(random, REFERENCES);
  // A UK account one time in four, an IBAN with a BIC otherwise; now and then no name at all.
  const bank =
    random() < 0.25
      ? { ukAccountNumber: account, ukSortCode: '202015', bankName: 'Mock Bank UK' }
      : {
          iban: composeIban('DE', `37040044${account}00`) ?? undefined,
          bicSwift: 'COBADEFFXXX',
          bankName: 'Mock Bank Europe',
        };
  const named = i % 97 === 3 ? {} : { name, ...(surname ? { surname } : {}) };
  return { ...named, type: 'individual', reference, country: 'DEU', ...bank };
}

/** The fee of money out: max(1.00, 0.5 % of the amount) rounded half up, as BasicContract. */
function feeCentsOf(cents: number): number {
  return Math.max(100, Math.floor((cents * 5 + 500) / 1000));
}

function chargeOf(cents: number, currency: string) {
  const fee = feeCentsOf(cents);
  return {
    amount: centsText(cents),
    fee: centsText(fee),
    total: centsText(cents + fee),
    flat: '1.00',
    percentage: '0.5',
    calculator: 'max',
    contractId: 'BasicContract',
    currency,
    revenueAccount: 'mock-revenue',
  };
}

/**
 * `count` transactions of `account` over `years`, newest first, and the balances they add
 * up to (as seed-money.ts: opening deposit + completed in - completed out, less what is held).
 */
export function seedLargeHistory(
  account: AccountRecord,
  owner: TransactionParty,
  count: number,
  random: () => number,
  now: Date,
  years: number,
): {
  transactions: Transaction[];
  balances: Pick<AccountRecord, 'available' | 'pending' | 'holding'>;
} {
  const spanMs = years * 365 * 24 * 3600 * 1000;
  const transactions: Transaction[] = [];
  let completed = 5_000_000n;
  let pending = 0n;
  let holding = 0n;
  for (let i = 0; i < count; i += 1) {
    const ageMs = Math.floor(((i + random()) / count) * spanMs);
    const created = new Date(now.getTime() - ageMs).toISOString();
    const incoming = random() < 0.45;
    const status = statusOf(random, ageMs / 86_400_000);
    const cents = centsOf(random, incoming, i);
    const charge = incoming ? null : chargeOf(cents, account.currency);
    const outCents = BigInt(cents + (incoming ? 0 : feeCentsOf(cents)));
    if (status === 'completed') completed += incoming ? BigInt(cents) : -outCents;
    if (status === 'pending' && incoming) pending += BigInt(cents);
    if ((status === 'pending' || status === 'on_hold_provider') && !incoming) holding += outCents;
    const other = counterpartyOf(random, i);
    const id = uuidV4(random);
    transactions.push({
      id,
      accountId: account.id,
      extAccountId: account.extAccountId,
      extId: `bank-${String(count - i).padStart(6, '0')}`,
      inTransactionId: incoming ? uuidV4(random) : null,
      outTransactionId: incoming ? null : uuidV4(random),
      amlId: `aml-${id.slice(0, 8)}`,
      amlScore: String(Math.floor(random() * 100)),
      amlStatus: status === 'on_hold_provider' ? 'review' : 'passed',
      amount: centsText(cents),
      status,
      direction: incoming ? 'in' : 'out',
      paymentMethod: other.ukAccountNumber ? 'faster_payments' : 'sepa',
      provider: 'mock',
      createdAt: created,
      updatedAt: created,
      fee: charge !== null,
      charge,
      sender: incoming ? other : owner,
      recipient: incoming ? owner : other,
    });
  }
  return {
    transactions,
    balances: {
      available: centsText(completed - holding),
      pending: centsText(pending),
      holding: centsText(holding),
    },
  };
}
