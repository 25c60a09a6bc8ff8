import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { transactionKeys, transactionQueries } from './queries';
import { getTransactions } from './requests';

const { bank, server } = setupMockBank({ startAt: '2026-03-01T12:00:00.000Z' });

const eurId = () => bank.state.users.get('ada')?.accounts[0]?.id ?? '';
const ACCOUNT = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const TX = '0f1e2d3c-4b5a-4697-8887-766554433221';

describe('transactionKeys', () => {
  it('fills in defaults so equal listings share a key, all under lists()', () => {
    expect(transactionKeys.list({ limit: 20 })).toEqual(
      transactionKeys.list({ limit: 20, sortOrder: 'descending', accountId: undefined }),
    );
    expect(transactionKeys.firstPage({ limit: 10 }).slice(0, 2)).toEqual(transactionKeys.lists());
    expect(transactionKeys.pages({ limit: 10 })).not.toEqual(
      transactionKeys.firstPage({ limit: 10 }),
    );
  });
});

describe('transactionQueries.pages against the mock bank', () => {
  it('follows lastKey to the end: every EUR transaction once, then no next page', async () => {
    const queryClient = createTestQueryClient();
    const options = transactionQueries.pages({ accountId: eurId(), limit: 50 });
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    expect(data.pages.map((page) => page.transactions.length)).toEqual([50, 50, 50, 30]);
    const ids = data.pages.flatMap((page) => page.transactions.map((item) => item.id));
    expect(new Set(ids).size).toBe(180);
    expect(data.pageParams[0]).toBeNull();
    expect(data.pageParams[1]).toEqual(data.pages[0]?.lastKey);
    const last = data.pages.at(-1);
    expect(last && options.getNextPageParam(last, data.pages, null, data.pageParams)).toBe(
      undefined,
    );
  });

  it('an empty page with a lastKey ends the listing too', () => {
    const options = transactionQueries.pages({ limit: 10 });
    const page = { transactions: [], lastKey: { accountId: ACCOUNT, id: TX } };
    expect(options.getNextPageParam(page, [page], null, [null])).toBeUndefined();
  });
});

describe('getTransactions', () => {
  it('sends the filters, newest first by default, and the cursor as JSON', async () => {
    let seen: URLSearchParams | null = null;
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json([{ transactions: [] }]);
      }),
    );
    const page = await getTransactions({
      accountId: ACCOUNT,
      status: 'on_hold_provider',
      limit: 7,
      lastKey: { accountId: ACCOUNT, id: TX },
    });
    expect(page).toEqual({ transactions: [], lastKey: null });
    expect(Object.fromEntries(seen ?? [])).toEqual({
      accountId: ACCOUNT,
      status: 'on_hold_provider',
      sortOrder: 'descending',
      limit: '7',
      lastKey: JSON.stringify({ accountId: ACCOUNT, id: TX }),
    });
  });

  it('sends an opaque string cursor back exactly as received (issue 19)', async () => {
    const seen: (string | null)[] = [];
    const opaque = 'eyJhY2NvdW50SWQiOiJ4In0_-';
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, ({ request }) => {
        const lastKey = new URL(request.url).searchParams.get('lastKey');
        seen.push(lastKey);
        const item = { id: TX, accountId: ACCOUNT, amount: '1.00', status: 'completed' };
        return HttpResponse.json([
          { transactions: [item], lastKey: lastKey === null ? opaque : null },
        ]);
      }),
    );
    const queryClient = createTestQueryClient();
    const options = transactionQueries.pages({ accountId: ACCOUNT, limit: 1 });
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
    expect(data.pages).toHaveLength(2);
    expect(seen).toEqual([null, opaque]);
  });

  it('sends an object cursor back as the JSON of what was received', async () => {
    let seen: string | null = null;
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, ({ request }) => {
        seen = new URL(request.url).searchParams.get('lastKey');
        return HttpResponse.json([{ transactions: [] }]);
      }),
    );
    await getTransactions({ limit: 2, lastKey: { id: TX, accountId: ACCOUNT, shard: 3 } });
    expect(seen).toBe(`{"id":"${TX}","accountId":"${ACCOUNT}","shard":3}`);
  });

  it('joins an answer of several pages; the cursor is the last one’s', async () => {
    const item = (id: string) => ({ id, accountId: ACCOUNT, amount: '1.00', status: 'pending' });
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, () =>
        HttpResponse.json([
          { transactions: [item('a')], lastKey: { accountId: ACCOUNT, id: ACCOUNT } },
          { transactions: [item('b')], lastKey: { accountId: ACCOUNT, id: TX } },
        ]),
      ),
    );
    const page = await getTransactions({ limit: 2 });
    expect(page.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b']);
    expect(page.lastKey).toEqual({ accountId: ACCOUNT, id: TX });
  });
});
