import { describe, expect, it } from 'vitest';
import { mergedFinished, nextMergedRows, startMerged, type ReadAccountPage } from './merged-pages';
import type { Transaction } from './schemas';

const row = (id: string, accountId: string, createdAt: string): Transaction => ({
  id,
  accountId,
  amount: '1.00',
  status: 'completed',
  createdAt,
});

/** Accounts that give one row a page, oldest first, and say which pages were asked for. */
function bank(rows: Record<string, Transaction[]>) {
  const asked: string[] = [];
  const read: ReadAccountPage = (accountId, cursor) => {
    asked.push(`${accountId}@${String(cursor ?? 0)}`);
    const from = Number(cursor ?? 0);
    const list = rows[accountId] ?? [];
    return Promise.resolve({
      transactions: list.slice(from, from + 1),
      lastKey: from + 1 < list.length ? String(from + 1) : null,
    });
  };
  return { read, asked };
}

describe('nextMergedRows', () => {
  it('oldest first: shows rows in order, one account empty, until every account is done', async () => {
    const { read, asked } = bank({
      x: [row('x1', 'x', '2026-01-01T00:00:00Z'), row('x2', 'x', '2026-01-04T00:00:00Z')],
      y: [row('y1', 'y', '2026-01-02T00:00:00Z'), row('y2', 'y', '2026-01-03T00:00:00Z')],
      z: [],
    });
    let state = startMerged(['x', 'y', 'z'], 'ascending');
    const rounds: string[][] = [];
    while (!mergedFinished(state)) {
      const next = await nextMergedRows(state, read);
      rounds.push(next.rows.map((item) => item.id));
      state = next.state;
    }
    expect(rounds).toEqual([['x1'], ['y1'], ['y2', 'x2']]);
    expect(asked).toEqual(['x@0', 'y@0', 'z@0', 'x@1', 'y@1']);
  });
});
