// The address of a transaction's details opened from a history view.
import { describe, expect, it } from 'vitest';
import { detailsSearchOf } from './history-params';

describe('detailsSearchOf', () => {
  it('from every account: the row’s account, marked so that the way back is to every account', () => {
    expect(detailsSearchOf('?flow=out&from=2026-01-01', 'acc-2')).toBe(
      'flow=out&from=2026-01-01&accountId=acc-2&accounts=all',
    );
    expect(detailsSearchOf('', 'acc-2')).toBe('accountId=acc-2&accounts=all');
    // Opened again from a view that came back that way: the new row's account.
    expect(detailsSearchOf('?accountId=acc-1&accounts=all&q=rent', 'acc-2')).toBe(
      'accountId=acc-2&accounts=all&q=rent',
    );
  });

  it('from one account: the view’s own address, unchanged', () => {
    expect(detailsSearchOf('?accountId=acc-1&status=pending', 'acc-1')).toBe(
      'accountId=acc-1&status=pending',
    );
  });
});
