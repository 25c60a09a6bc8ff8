import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { transactionQueries } from './queries';

// Issue 19: a bank that refuses GET /v1/transactions without `accountId` (400 Invalid payload)
// and pages each account by an opaque cursor, two rows at a time.
const { server } = setupMockBank();

const EUR = '11111111-1111-4111-8111-111111111111';
const GBP = '22222222-2222-4222-8222-222222222222';
const row = (id: string, accountId: string, createdAt: string) => ({
  id,
  accountId,
  amount: '10.00',
  status: 'completed',
  createdAt,
});
const ROWS: Record<string, ReturnType<typeof row>[]> = {
  [EUR]: [
    row('a1', EUR, '2026-03-05T10:00:00Z'),
    row('a2', EUR, '2026-03-03T10:00:00Z'),
    row('a3', EUR, '2026-03-01T10:00:00Z'),
  ],
  [GBP]: [
    row('b1', GBP, '2026-03-04T10:00:00Z'),
    row('b2', GBP, '2026-03-02T10:00:00Z'),
    row('b3', GBP, '2026-02-28T10:00:00Z'),
  ],
};

/** The requests the stand-in bank saw, as "accountId lastKey" ("-" for none). */
function standInBank(): string[] {
  const seen: string[] = [];
  server.use(
    mswHttp.get(`${TEST_BANK_URL}/v1/accounts`, () =>
      HttpResponse.json([
        { id: EUR, currency: 'EUR', status: 'activated', pending: '0', posted: '0' },
        { id: GBP, currency: 'GBP', status: 'activated', pending: '0', posted: '0' },
      ]),
    ),
    mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const accountId = query.get('accountId');
      const lastKey = query.get('lastKey');
      seen.push(`${accountId ?? '-'} ${lastKey ?? '-'}`);
      if (!accountId) return HttpResponse.json({ message: 'Invalid payload' }, { status: 400 });
      const rows = ROWS[accountId] ?? [];
      const from = lastKey ? Number(lastKey.split('~')[1]) : 0;
      const page = rows.slice(from, from + 2);
      const more = from + 2 < rows.length;
      return HttpResponse.json([
        { transactions: page, lastKey: more ? `${accountId.slice(0, 4)}~${from + 2}` : null },
      ]);
    }),
  );
  return seen;
}

describe('latest activity when the bank refuses a read without accountId', () => {
  it('reads each account, pages each by its own cursor and merges newest first', async () => {
    const seen = standInBank();
    const queryClient = createTestQueryClient();
    const page = await queryClient.fetchQuery(transactionQueries.firstPage({ limit: 5 }));

    expect(page.transactions.map((item) => item.id)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    expect(seen[0]).toBe('- -');
    expect([...seen.slice(1, 3)].sort()).toEqual([`${EUR} -`, `${GBP} -`]);
    // Then only the account holding the merged list back, its cursor sent back as given.
    expect(seen.slice(3)).toEqual([`${EUR} 1111~2`, `${GBP} 2222~2`]);
  });

  it('remembers the refusal: the next read goes per account at once', async () => {
    const seen = standInBank();
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(transactionQueries.firstPage({ limit: 1 }));
    expect(seen).toContain('- -');
    seen.length = 0;

    const again = await queryClient.fetchQuery(transactionQueries.firstPage({ limit: 2 }));
    expect(again.transactions.map((item) => item.id)).toEqual(['a1', 'b1']);
    expect(seen).not.toContain('- -');
    expect([...seen].sort()).toEqual([`${EUR} -`, `${GBP} -`]);
  });

  it('a read for one account is never split: its refusal is the answer', async () => {
    const seen = standInBank();
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, () =>
        HttpResponse.json({ message: 'Invalid payload' }, { status: 400 }),
      ),
    );
    const queryClient = createTestQueryClient();
    await expect(
      queryClient.fetchQuery(transactionQueries.firstPage({ accountId: EUR, limit: 5 })),
    ).rejects.toMatchObject({ status: 400 });
    expect(seen).toEqual([]);
  });
});

describe('a history over every account, page after page', () => {
  it('where the bank refuses a read without accountId: merged pages, each account by its cursor', async () => {
    const seen = standInBank();
    const queryClient = createTestQueryClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...transactionQueries.acrossPages({ limit: 2 }),
      pages: 5,
    });
    expect(data.pages.map((page) => page.transactions.map((item) => item.id))).toEqual([
      ['a1', 'b1'],
      ['a2', 'b2'],
      ['a3', 'b3'],
    ]);
    expect(data.pages.at(-1)?.next).toBeNull();
    // Every page of each account read once, its cursor sent back as the bank gave it.
    expect(seen.filter((read) => read !== '- -').sort()).toEqual([
      `${EUR} -`,
      `${EUR} 1111~2`,
      `${GBP} -`,
      `${GBP} 2222~2`,
    ]);
  });

  it('where the bank takes it: one read per page, by the bank’s own cursor', async () => {
    const seen: string[] = [];
    const rows = [...(ROWS[EUR] ?? []), ...(ROWS[GBP] ?? [])].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/v1/transactions`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(`${query.get('accountId') ?? '-'} ${query.get('lastKey') ?? '-'}`);
        const from = Number(query.get('lastKey') ?? '0');
        const more = from + 4 < rows.length;
        return HttpResponse.json([
          { transactions: rows.slice(from, from + 4), lastKey: more ? String(from + 4) : null },
        ]);
      }),
    );
    const queryClient = createTestQueryClient();
    const data = await queryClient.fetchInfiniteQuery({
      ...transactionQueries.acrossPages({ limit: 4 }),
      pages: 5,
    });
    expect(data.pages.map((page) => page.transactions.map((item) => item.id))).toEqual([
      ['a1', 'b1', 'a2', 'b2'],
      ['a3', 'b3'],
    ]);
    expect(seen).toEqual(['- -', '- 4']);
  });
});
