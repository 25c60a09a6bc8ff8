// /history: every account by default, the account, status and order in the address, rows kept
// while a filter loads, and the search over the whole history.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  address,
  idOf,
  otherName,
  renderHistory,
  rows,
  setupHistoryBank,
} from '../../test/history-kit';

const { accountOf, requests, addFault, seeded, userOf } = setupHistoryBank();

describe('/history against the mock bank', () => {
  it('shows every account by default, newest first, each row naming its account', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const gbp = accountOf('ada', 'Pounds');
    renderHistory('/history');

    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All accounts' })).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(address().searchParams.get('accountId')).toBeNull();
    // The oracle: both accounts' seeded rows, newest first.
    const both = [...seeded('ada', eur.id), ...seeded('ada', gbp.id)].sort((a, b) =>
      (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    );
    const names: Record<string, string> = { [eur.id]: 'Everyday euros', [gbp.id]: 'Pounds' };
    for (const [index, row] of rows().slice(0, 5).entries()) {
      const expected = both[index]!;
      expect(row).toHaveAttribute('href', expect.stringContaining(`/history/${expected.id}?`));
      expect(row).toHaveAccessibleName(
        expect.stringMatching(new RegExp(`^${otherName(expected)}.*${names[expected.accountId]}`)),
      );
    }
    expect(new Set(both.slice(0, 20).map((item) => item.accountId)).size).toBe(2);
    // Virtualised: of 100 loaded rows only those near the window's 768 px are in the DOM.
    expect(rows().length).toBeLessThan(40);
    // Each day is a section of the page, one level under its title.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(document.title).toBe('History — Mock Bank');

    // Choosing one account narrows the list to it; its rows no longer name it.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), eur.id);
    expect(address().searchParams.get('accountId')).toBe(eur.id);
    const newest = seeded('ada', eur.id)[0]!;
    await waitFor(() =>
      expect(rows()[0]).toHaveAttribute('href', expect.stringContaining(newest.id)),
    );
    expect(rows()[0]).not.toHaveTextContent('Everyday euros');
  });

  it('says a status only where it is not final: a completed row says nothing (issue 23 §1)', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    renderHistory(`/history?accountId=${eur.id}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    // The oracle: the seeded rows on screen, by id, and the words the spec's statuses get.
    const words: Record<string, string> = {
      pending: 'Pending',
      on_hold_provider: 'On hold',
      rejected: 'Rejected',
    };
    const byId = new Map(seeded('ada', eur.id).map((item) => [item.id, item]));
    const shown = rows().map((row) => ({ row, item: byId.get(idOf(row) ?? '')! }));
    const completed = shown.filter(({ item }) => item.status === 'completed');
    const open = shown.filter(({ item }) => item.status !== 'completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    for (const { row } of completed) expect(row).not.toHaveTextContent('Completed');
    for (const { row, item } of open) expect(row).toHaveTextContent(words[item.status]!);
  });

  it('names a fee the bank booked as a transaction of its own as the bank’s fee, not an unknown party', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const [payment] = seeded('ada', eur.id).filter((item) => item.direction === 'out');
    if (!payment) throw new Error('ada has no money out');
    // As a bank that books fees apart writes it (the mock's alternate reading): newest of all.
    const feeRow = {
      ...payment,
      id: 'fee-row-of-payment',
      extId: payment.id,
      amount: '0.50',
      fee: true,
      charge: { amount: payment.amount, fee: '0.50', total: '100.50', currency: 'EUR' },
      recipient: null,
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    };
    userOf('ada').transactions.push(feeRow);
    renderHistory(`/history?accountId=${eur.id}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows()[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/history/fee-row-of-payment?'),
    );
    expect(rows()[0]).toHaveAccessibleName(expect.stringMatching(/^Bank fee/));
  });

  it('comes back from a transaction of every account to every account', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const gbp = accountOf('ada', 'Pounds');
    // The details' way back: the row's own account, marked as opened from every account.
    const { user } = renderHistory(`/history?accountId=${eur.id}&accounts=all&flow=in`);
    expect(await screen.findByRole('combobox', { name: 'Account' })).toHaveValue('');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const shown = new Set(
      rows().map((row) => /accountId=([^&]+)/.exec(row.getAttribute('href') ?? '')?.[1]),
    );
    expect(shown).toEqual(new Set([eur.id, gbp.id]));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), gbp.id);
    expect(address().searchParams.get('accountId')).toBe(gbp.id);
    expect(address().searchParams.get('accounts')).toBeNull();
    expect(address().searchParams.get('flow')).toBe('in');
  });

  it('reads status and order from the address and writes changes back to it', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderHistory(`/history?accountId=${eur.id}&status=pending&sort=ascending`);

    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('ascending');
    const oldestPending = seeded('ada', eur.id, 'pending').at(-1)!;
    await waitFor(() =>
      expect(rows()[0]).toHaveAttribute('href', expect.stringContaining(oldestPending.id)),
    );
    expect(within(rows()[0]!).getByText('Pending')).toBeInTheDocument();
    expect(requests('/v1/transactions')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Newest first');
    expect(address().searchParams.get('sort')).toBeNull();
    expect(address().searchParams.get('status')).toBe('pending');
    const newestPending = seeded('ada', eur.id, 'pending')[0]!;
    await waitFor(() =>
      expect(rows()[0]).toHaveAttribute('href', expect.stringContaining(newestPending.id)),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    expect(address().searchParams.get('status')).toBeNull();
  });

  it('keeps the rows on screen while a new filter loads, saying it is updating', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderHistory(`/history?accountId=${eur.id}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const before = idOf(rows()[0]);
    const newestCompleted = seeded('ada', eur.id, 'completed')[0]!;
    expect(before).not.toBe(newestCompleted.id);

    addFault({ kind: 'latency', latencyMs: 400 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    expect(idOf(rows()[0])).toBe(before);

    await waitFor(() => expect(screen.queryByText('Updating…')).not.toBeInTheDocument());
    expect(rows()[0]).toHaveAttribute('href', expect.stringContaining(newestCompleted.id));

    // Back to every status: served from the cache, no new GET.
    const sent = requests('/v1/transactions').length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await waitFor(() => expect(idOf(rows()[0])).toBe(before));
    expect(requests('/v1/transactions')).toHaveLength(sent);
  });

  it('searches the whole history: every page is read first, then counted and totalled', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderHistory(`/history?accountId=${eur.id}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    // No search or filter yet: the list comes first, with no totals of what happens to be read.
    expect(screen.queryByRole('group', { name: /^Totals of the/ })).toBeNull();
    expect(screen.queryByText(/^Totals and matches cover only/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read them all' })).toBeNull();

    // The oracle: every seeded row (both pages) whose other party is Hopper, summed in cents.
    const all = seeded('ada', eur.id);
    expect(all.length).toBeGreaterThan(100);
    const matching = all.filter((item) => otherName(item).includes('Hopper'));
    const cents = (flow: string) =>
      matching
        .filter((item) => item.direction === flow && item.status !== 'rejected')
        .reduce((sum, item) => sum + BigInt(item.amount.replace('.', '')), 0n);
    const euros = (value: bigint) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
        `${value / 100n}.${String(value % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral,
      );

    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'hopper');
    expect(await screen.findByText(`${String(matching.length)} matches`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(requests('/v1/transactions')).toHaveLength(2);
    expect(address().searchParams.get('q')).toBe('hopper');
    const totals = screen.getByRole('group', { name: 'Totals of the shown transactions' });
    const figure = (term: string) => within(totals).getByText(term).nextElementSibling;
    expect(figure('Money in')).toHaveTextContent(euros(cents('in')));
    expect(figure('Money out')).toHaveTextContent(euros(cents('out')));
    expect(figure('Fees')).toHaveTextContent('€0.00');
    for (const row of rows())
      expect(row).toHaveAccessibleName(expect.stringMatching(/^Grace Hopper/));
    expect(screen.getByText('Every matching transaction is shown')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search transactions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), 'zzqx');
    expect(await screen.findByText('Nothing matches your search')).toBeInTheDocument();
    expect(screen.getByText('0 matches')).toBeInTheDocument();
  });
});
