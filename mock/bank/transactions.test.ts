import { beforeEach, describe, expect, it } from 'vitest';
import type { Company } from '../../src/api/companies/schemas';
import type { Transaction, TransactionListPage } from '../../src/api/transactions/schemas';
import type { BankResponse, MockBank } from './bank';
import { faultRuleSchema } from './faults';
import { ACCOUNT_OPENING_DELAY_MS } from './routes/accounts';
import type { AccountRecord } from './state';
import { createTestBank, type TestBank } from './test-bank';
import { TRANSACTION_STATUS_VALUES, transactionListResponseSchema } from './spec/responses';

const START = new Date('2026-03-01T12:00:00.000Z');
let bank: MockBank, call: TestBank['call'], advance: TestBank['advance'];

beforeEach(() => {
  ({ bank, call, advance } = createTestBank({ start: START }));
});

function get(query: Record<string, string>, as = 'ada'): Promise<BankResponse> {
  return call('GET', `/v1/transactions?${new URLSearchParams(query).toString()}`, { as });
}

/** One page, checked against the app's response schema (an array with one element). */
async function page(query: Record<string, string>, as = 'ada'): Promise<TransactionListPage> {
  const response = await get(query, as);
  expect(response.status).toBe(200);
  const pages = transactionListResponseSchema.parse(response.body);
  expect(pages).toHaveLength(1);
  // The last page says `lastKey: null` rather than leaving the key out.
  expect(Object.keys((response.body as object[])[0] ?? {})).toContain('lastKey');
  return pages[0]!;
}

/** Follows `lastKey` to the end; returns every page. */
async function allPages(query: Record<string, string>, as = 'ada'): Promise<TransactionListPage[]> {
  const pages: TransactionListPage[] = [];
  let lastKey: TransactionListPage['lastKey'] = null;
  do {
    const next = await page(lastKey ? { ...query, lastKey: JSON.stringify(lastKey) } : query, as);
    pages.push(next);
    lastKey = next.lastKey;
    expect(pages.length).toBeLessThan(100);
  } while (lastKey);
  return pages;
}

function accountsOf(login: string): AccountRecord[] {
  return bank.state.users.get(login)?.accounts ?? [];
}

function account(login: string, title: string): AccountRecord {
  const record = accountsOf(login).find((candidate) => candidate.title === title);
  if (!record) throw new Error(`No account ${title}`);
  return record;
}

function company(login: string, name: string): Company {
  const found = bank.state.users.get(login)?.companies.find((item) => item.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found;
}

/** The seeded transactions of some accounts, newest first (createdAt, then id). */
function seeded(login: string, accountIds: readonly string[]): Transaction[] {
  return (bank.state.users.get(login)?.transactions ?? [])
    .filter((transaction) => accountIds.includes(transaction.accountId))
    .sort(
      (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id),
    );
}

const ids = (transactions: readonly Transaction[]) => transactions.map((item) => item.id);
const error = (status: number, message: string) => ({ status, body: { message } });

describe('GET /v1/transactions: paging', () => {
  it('pages through all of ada’s EUR transactions with limit 50: each once, newest first', async () => {
    const eur = account('ada', 'Everyday euros');
    const expected = seeded('ada', [eur.id]);
    expect(expected).toHaveLength(180);

    const pages = await allPages({ accountId: eur.id, limit: '50' });
    expect(pages.map((item) => item.transactions.length)).toEqual([50, 50, 50, 30]);
    const listed = pages.flatMap((item) => item.transactions);
    expect(ids(listed)).toEqual(ids(expected));
    expect(new Set(ids(listed)).size).toBe(180);
    expect(listed.every((item) => item.accountId === eur.id)).toBe(true);
    // Each cursor is the page's last transaction; the last page says null.
    pages.slice(0, -1).forEach((item) => {
      const last = item.transactions.at(-1);
      expect(item.lastKey).toEqual({ accountId: last?.accountId, id: last?.id });
    });
    expect(pages.at(-1)?.lastKey).toBeNull();
  });

  it('defaults to 20 newest first and, without accountId, spans all of ada’s own accounts', async () => {
    const all = seeded(
      'ada',
      accountsOf('ada').map((record) => record.id),
    );
    expect(all).toHaveLength(300);
    const first = await page({});
    expect(ids(first.transactions)).toEqual(ids(all.slice(0, 20)));

    const listed = (await allPages({ limit: '100' })).flatMap((item) => item.transactions);
    expect(ids(listed)).toEqual(ids(all));
    expect(new Set(listed.map((item) => item.accountId)).size).toBe(2);
  });

  it('a page that ends exactly at the last transaction has lastKey null', async () => {
    const corp = company('acme', 'Acme Corporation');
    const savings = account('acme', 'Savings');
    const query = { accountId: savings.id, companyId: corp.companyId };
    expect((await page({ ...query, limit: '5' }, 'acme')).lastKey).toBeNull();
    const pages = await allPages({ ...query, limit: '4' }, 'acme');
    expect(pages.map((item) => item.transactions.length)).toEqual([4, 1]);
  });

  it('sortOrder ascending lists oldest first, and pages through all of them', async () => {
    const gbp = account('ada', 'Pounds');
    const expected = seeded('ada', [gbp.id]).reverse();
    const first = await page({ accountId: gbp.id, sortOrder: 'ascending', limit: '10' });
    expect(ids(first.transactions)).toEqual(ids(expected.slice(0, 10)));
    const listed = (
      await allPages({ accountId: gbp.id, sortOrder: 'ascending', limit: '50' })
    ).flatMap((item) => item.transactions);
    expect(ids(listed)).toEqual(ids(expected));
    const descending = await page({ accountId: gbp.id, sortOrder: 'descending', limit: '10' });
    expect(ids(descending.transactions)).toEqual(ids(seeded('ada', [gbp.id]).slice(0, 10)));
  });

  it('the status filter lists only that status, for each of the four, across pages', async () => {
    const eur = account('ada', 'Everyday euros');
    const expected = seeded('ada', [eur.id]);
    for (const status of TRANSACTION_STATUS_VALUES) {
      const wanted = expected.filter((item) => item.status === status);
      expect(wanted.length).toBeGreaterThan(0);
      const listed = (await allPages({ accountId: eur.id, status, limit: '7' })).flatMap(
        (item) => item.transactions,
      );
      expect(ids(listed)).toEqual(ids(wanted));
    }
  });
});

describe('GET /v1/transactions: scope', () => {
  it('with companyId lists that company’s accounts; without it, none of them', async () => {
    const corp = company('acme', 'Acme Corporation');
    const companyAccounts = accountsOf('acme').map((record) => record.id);
    const listed = (await allPages({ companyId: corp.companyId, limit: '100' }, 'acme')).flatMap(
      (item) => item.transactions,
    );
    expect(ids(listed)).toEqual(ids(seeded('acme', companyAccounts)));
    expect(listed).toHaveLength(45);

    expect(await page({}, 'acme')).toEqual({ transactions: [], lastKey: null });
    const rockets = company('acme', 'Acme Rockets');
    expect(await page({ companyId: rockets.companyId }, 'acme')).toEqual({
      transactions: [],
      lastKey: null,
    });
  });

  it('a company account named alone is read: the spec lists no company filter here', async () => {
    const operating = account('acme', 'Acme operating');
    const answer = await get({ accountId: operating.id }, 'acme');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        transactions: expect.arrayContaining([
          expect.objectContaining({ accountId: operating.id }),
        ]),
      }),
    ]);
  });

  it('another user’s company → 403 Sender has no access to this account', async () => {
    const corp = company('acme', 'Acme Corporation');
    expect(await get({ companyId: corp.companyId })).toEqual(
      error(403, 'Sender has no access to this account'),
    );
  });

  it('an unknown account or another user’s → 404 Account not found', async () => {
    expect(await get({ accountId: '00000000-0000-4000-8000-000000000000' })).toEqual(
      error(404, 'Account not found'),
    );
    expect(await get({ accountId: account('acme', 'Acme operating').id })).toEqual(
      error(404, 'Account not found'),
    );
  });

  it('an account still being opened is not found; once listed it has no transactions', async () => {
    const created = await call('POST', '/v1/accounts', {
      body: { title: 'Holidays', currency: 'EUR' },
    });
    expect(created.status).toBe(201);
    const fresh = account('ada', 'Holidays');
    expect(await get({ accountId: fresh.id })).toEqual(error(404, 'Account not found'));
    advance(ACCOUNT_OPENING_DELAY_MS);
    expect(await page({ accountId: fresh.id })).toEqual({ transactions: [], lastKey: null });
  });

  it('a user without a client → 404 Client not found', async () => {
    expect(await get({}, 'new')).toEqual(error(404, 'Client not found'));
  });
});

describe('GET /v1/transactions: errors', () => {
  it('an invalid query → 400 Invalid payload', async () => {
    const eur = account('ada', 'Everyday euros');
    const invalid: Record<string, string>[] = [
      { limit: '0' },
      { limit: '101' },
      { limit: 'ten' },
      { limit: '1.5' },
      { limit: '' },
      { sortOrder: 'up' },
      { sortOrder: 'asc' },
      { status: 'failed' },
      { status: 'COMPLETED' },
      { accountId: 'not-a-uuid' },
      { companyId: 'not-a-uuid' },
      { lastKey: '' },
      { lastKey: 'not json' },
      { lastKey: JSON.stringify({ accountId: eur.id }) },
      { lastKey: JSON.stringify({ accountId: eur.id, id: 'x' }) },
      // A well-formed cursor that names no transaction of this listing.
      {
        accountId: eur.id,
        lastKey: JSON.stringify({ accountId: eur.id, id: '00000000-0000-4000-8000-000000000000' }),
      },
    ];
    for (const query of invalid) {
      expect({ query, response: await get(query) }).toEqual({
        query,
        response: error(400, 'Invalid payload'),
      });
    }
    expect(await call('GET', '/v1/transactions?limit=5&limit=6')).toEqual(
      error(400, 'Invalid payload'),
    );
  });

  it('accepts the bounds of limit: 1 and 100', async () => {
    expect((await page({ limit: '1' })).transactions).toHaveLength(1);
    expect((await page({ limit: '100' })).transactions).toHaveLength(100);
  });

  it('a cursor from another status filter does not fit → 400 Invalid payload', async () => {
    const eur = account('ada', 'Everyday euros');
    const completed = await page({ accountId: eur.id, status: 'completed', limit: '1' });
    const cursor = completed.lastKey;
    expect(cursor).not.toBeNull();
    expect(
      await get({
        accountId: eur.id,
        status: 'rejected',
        lastKey: JSON.stringify(cursor!),
      }),
    ).toEqual(error(400, 'Invalid payload'));
  });

  it('Proses failed (the spec’s text) is reachable with a reject fault', async () => {
    bank.faults.add(
      faultRuleSchema.parse({
        path: '/v1/transactions',
        method: 'GET',
        kind: 'reject',
        status: 500,
        message: 'Proses failed',
      }),
    );
    expect(await get({})).toEqual(error(500, 'Proses failed'));
    // One request only: the next one is answered normally.
    expect((await get({})).status).toBe(200);
  });

  it('without a valid token → 401', async () => {
    const response = await bank.handle({
      method: 'GET',
      url: '/v1/transactions',
      authorization: null,
      body: null,
      contentType: null,
    });
    expect(response.status).toBe(401);
  });
});
