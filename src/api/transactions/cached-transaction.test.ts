import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { findCachedTransaction, lookUpTransaction } from './cached-transaction';
import { HISTORY_PAGE_SIZE, transactionQueries } from './queries';

const { bank, server, requests, accountOf, signInAs } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

/** Ada's seeded EUR transactions, newest first, as the mock bank orders them. */
function adaEur() {
  const eur = accountOf('ada', 'Everyday euros');
  const list = (bank.state.users.get('ada')?.transactions ?? [])
    .filter((transaction) => transaction.accountId === eur.id)
    .sort(
      (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id),
    );
  return { accountId: eur.id, list };
}

describe('lookUpTransaction against the mock bank', () => {
  it('takes a transaction from a cached listing of any filter, with no request', async () => {
    const { accountId, list } = adaEur();
    const pending = list.find((transaction) => transaction.status === 'pending');
    expect(pending).toBeDefined();
    const queryClient = createTestQueryClient();
    await queryClient.fetchInfiniteQuery(
      transactionQueries.pages({ accountId, status: 'pending', limit: HISTORY_PAGE_SIZE }),
    );
    const before = requests('/v1/transactions').length;

    const found = await lookUpTransaction(queryClient, { accountId, transactionId: pending!.id });
    expect(found).toEqual(pending);
    expect(requests('/v1/transactions')).toHaveLength(before);
    // Another account's id does not match the same transaction.
    expect(
      findCachedTransaction(queryClient, { accountId: 'another', transactionId: pending!.id }),
    ).toBeUndefined();
  });

  it('never answers from a listing read for another party', async () => {
    signInAs('acme');
    const operating = accountOf('acme', 'Acme operating');
    const companyId = operating.companyId ?? undefined;
    expect(companyId).toBeDefined();
    const queryClient = createTestQueryClient();
    const listing = await queryClient.fetchInfiniteQuery(
      transactionQueries.pages({ accountId: operating.id, companyId, limit: HISTORY_PAGE_SIZE }),
    );
    const newest = listing.pages[0]?.transactions[0];
    if (!newest) throw new Error('Acme operating has transactions in the seed');
    const lookup = { accountId: operating.id, transactionId: newest.id };

    expect(findCachedTransaction(queryClient, { ...lookup, companyId })?.transaction).toEqual(
      newest,
    );
    // The same account asked for as the user's own (no company): not from the company's rows.
    expect(findCachedTransaction(queryClient, lookup)).toBeUndefined();
    expect(
      findCachedTransaction(queryClient, { ...lookup, companyId: crypto.randomUUID() }),
    ).toBeUndefined();
  });

  it('reads the newest pages one at a time until it finds it, and keeps them as the history', async () => {
    const { accountId, list } = adaEur();
    // The 150th newest is on the second page of 100.
    const wanted = list[149]!;
    const queryClient = createTestQueryClient();

    const found = await lookUpTransaction(queryClient, { accountId, transactionId: wanted.id });
    expect(found).toEqual(wanted);
    expect(requests('/v1/transactions')).toEqual([
      'GET /v1/transactions 200',
      'GET /v1/transactions 200',
    ]);
    const history = queryClient.getQueryData(
      transactionQueries.pages({ accountId, sortOrder: 'descending', limit: HISTORY_PAGE_SIZE })
        .queryKey,
    );
    expect(history?.pages.flatMap((page) => page.transactions).map((item) => item.id)).toEqual(
      list.map((item) => item.id),
    );
    expect(history?.pageParams).toEqual([null, history?.pages[0]?.lastKey]);
  });

  it('says null for an id that is not there, after the end of the history', async () => {
    const { accountId } = adaEur();
    const found = await lookUpTransaction(createTestQueryClient(), {
      accountId,
      transactionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(found).toBeNull();
    // 180 transactions: two pages, then the end.
    expect(requests('/v1/transactions')).toHaveLength(2);
  });

  it('gives up after three pages of a long history', async () => {
    const { accountId, list } = adaEur();
    let sent = 0;
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, () => {
        sent += 1;
        const page = list.slice(0, 1).map((item) => ({ ...item, id: crypto.randomUUID() }));
        return HttpResponse.json([{ transactions: page, lastKey: { accountId, id: page[0]!.id } }]);
      }),
    );
    const found = await lookUpTransaction(createTestQueryClient(), {
      accountId,
      transactionId: list[0]!.id,
    });
    expect(found).toBeNull();
    expect(sent).toBe(3);
  });
});
