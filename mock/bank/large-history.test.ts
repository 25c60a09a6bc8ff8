import { beforeEach, describe, expect, it } from 'vitest';
import type { Transaction, TransactionListPage } from '../../src/api/transactions/schemas';
import type { MockBank } from './bank';
import { createTestBank, type TestBank } from './test-bank';
import { transactionListResponseSchema } from './spec/responses';
import { sum as addDecimals } from './spec/decimal';

// The `saver` persona: one account of 10,000 transactions (the history's scale test).

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'];

beforeEach(() => {
  ({ bank, call } = createTestBank({ start: START }));
});

function saver() {
  const user = bank.state.users.get('saver');
  if (!user) throw new Error('no saver');
  return user;
}

function accountId(title: string): string {
  const found = saver().accounts.find((record) => record.title === title);
  if (!found) throw new Error(`No account ${title}`);
  return found.id;
}

async function page(query: Record<string, string>): Promise<TransactionListPage> {
  const response = await call('GET', `/v1/transactions?${new URLSearchParams(query).toString()}`, {
    as: 'saver',
  });
  expect(response.status).toBe(200);
  const [first] = transactionListResponseSchema.parse(response.body);
  if (!first) throw new Error('no page');
  return first;
}

async function everything(query: Record<string, string>): Promise<Transaction[]> {
  const listed: Transaction[] = [];
  let lastKey: TransactionListPage['lastKey'] = null;
  let requests = 0;
  do {
    const next = await page(lastKey ? { ...query, lastKey: JSON.stringify(lastKey) } : query);
    listed.push(...next.transactions);
    lastKey = next.lastKey;
    requests += 1;
    expect(requests).toBeLessThanOrEqual(101);
  } while (lastKey);
  return listed;
}

/** Newest first by createdAt, then id, written here rather than taken from the route. */
function newestFirst(list: readonly Transaction[]): string[] {
  return [...list]
    .sort(
      (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id),
    )
    .map((item) => item.id);
}

describe('saver: 10,000 transactions in Savings pot', () => {
  it('is made on first read, not on reset, and the same every time', () => {
    const before = Object.getOwnPropertyDescriptor(saver(), 'transactions');
    expect(before?.get).toBeTypeOf('function');
    const first = saver()
      .transactions.slice(0, 50)
      .map((item) => item.id);
    expect(Object.getOwnPropertyDescriptor(saver(), 'transactions')?.value).toHaveLength(10_000);
    bank.reset();
    expect(Object.getOwnPropertyDescriptor(saver(), 'transactions')?.get).toBeTypeOf('function');
    expect(
      saver()
        .transactions.slice(0, 50)
        .map((item) => item.id),
    ).toEqual(first);
  });

  it('pages through all 10,000 in 100 pages of 100, each once, newest first', async () => {
    const pot = accountId('Savings pot');
    const listed = await everything({ accountId: pot, limit: '100' });
    expect(listed).toHaveLength(10_000);
    expect(new Set(listed.map((item) => item.id)).size).toBe(10_000);
    expect(listed.map((item) => item.id)).toEqual(newestFirst(saver().transactions));
  });

  it('oldest first and each status filter page through the same rows', async () => {
    const pot = accountId('Savings pot');
    const ascending = await everything({ accountId: pot, limit: '100', sortOrder: 'ascending' });
    expect(ascending.map((item) => item.id)).toEqual(newestFirst(saver().transactions).reverse());
    for (const status of ['pending', 'on_hold_provider', 'rejected'] as const) {
      const expected = saver().transactions.filter((item) => item.status === status);
      // Enough of each to need several pages when filtered.
      expect(expected.length).toBeGreaterThan(200);
      const listed = await everything({ accountId: pot, limit: '100', status });
      expect(listed.map((item) => item.id)).toEqual(newestFirst(expected));
    }
  });

  it('spans six years, with long names and references and 14-character amounts', () => {
    const list = saver().transactions;
    const times = list.map((item) => Date.parse(item.createdAt ?? ''));
    const years = (Math.max(...times) - Math.min(...times)) / (365 * 86_400_000);
    expect(years).toBeGreaterThan(5.9);
    expect(Math.max(...times)).toBeLessThanOrEqual(START.getTime());
    const parties = list.flatMap((item) => [item.sender, item.recipient]);
    expect(parties.some((party) => (party?.name ?? '').length > 60)).toBe(true);
    expect(parties.some((party) => (party?.reference ?? '').length > 120)).toBe(true);
    expect(list.some((item) => item.amount.length === 14)).toBe(true);
    // A counterparty without a name, to be shown by its masked account.
    expect(parties.some((party) => party && !party.name && party.iban)).toBe(true);
  });

  it('has IBAN and BIC parties, UK account and sort code parties, fees and compliance fields', () => {
    const list = saver().transactions;
    const parties = list.flatMap((item) => [item.sender, item.recipient]);
    expect(parties.some((party) => party?.iban && party.bicSwift)).toBe(true);
    expect(parties.some((party) => party?.ukAccountNumber && party.ukSortCode)).toBe(true);
    const out = list.find((item) => item.direction === 'out');
    expect(out?.charge).toMatchObject({ flat: '1.00', percentage: '0.5', calculator: 'max' });
    // BasicContract: max(1.00, 0.5 % of the amount), and the total is amount + fee.
    for (const item of list.filter((each) => each.charge).slice(0, 500)) {
      const { amount, fee = '', total } = item.charge ?? {};
      expect(amount).toBe(item.amount);
      expect(total).toBe(addDecimals([item.amount, fee]));
    }
    expect(list.filter((item) => item.charge?.fee === '1.00').length).toBeGreaterThan(0);
    expect(list.every((item) => item.amlId && item.amlScore && item.amlStatus)).toBe(true);
  });

  it('the balances add up: 50,000.00 + completed in - completed out with fees, less what is held', async () => {
    const list = saver().transactions;
    const outgoing = (item: Transaction) => `-${item.charge?.total ?? item.amount}`;
    const completed = list
      .filter((item) => item.status === 'completed')
      .map((item) => (item.direction === 'in' ? item.amount : outgoing(item)));
    const held = list
      .filter(
        (item) =>
          item.direction === 'out' && item.status !== 'completed' && item.status !== 'rejected',
      )
      .map((item) => item.charge?.total ?? item.amount);
    const response = await call('GET', '/account', { as: 'saver' });
    expect(response.status).toBe(200);
    const pot = saver().accounts.find((record) => record.title === 'Savings pot');
    expect(pot?.holding).toBe(addDecimals(held));
    expect(pot?.available).toBe(
      addDecimals(['50000.00', ...completed, ...held.map((value) => `-${value}`)]),
    );
  });

  it('Pounds jar has no transactions', async () => {
    expect(await page({ accountId: accountId('Pounds jar') })).toEqual({
      transactions: [],
      lastKey: null,
    });
  });
});
