// /history: the account, status and order in the address, rows kept while a filter loads,
// and the search over the loaded rows.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  address,
  idOf,
  otherName,
  renderHistory,
  rows,
  setupHistoryBank,
} from '../../test/history-kit';

const { accountOf, requests, addFault, seeded } = setupHistoryBank();

describe('/history against the mock bank', () => {
  it('picks the first account into the address and shows its newest rows as links', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    renderHistory('/history');

    await waitFor(() => expect(address().searchParams.get('accountId')).toBe(eur.id));
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(eur.id);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const newest = seeded('ada', eur.id)[0]!;
    expect(rows()[0]).toHaveAccessibleName(
      expect.stringMatching(new RegExp(`^${otherName(newest)}`)),
    );
    expect(rows()[0]).toHaveAttribute('href', expect.stringContaining(`/history/${newest.id}?`));
    // Virtualised: of 100 loaded rows only those near the 600 px view are in the DOM.
    expect(rows().length).toBeLessThan(40);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(document.title).toBe('History — Mock Bank');
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

  it('counts the loaded rows matching a search and totals them', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderHistory(`/history?accountId=${eur.id}`);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));

    // The oracle: the first page's rows whose other party is Hopper, summed in cents.
    const loaded = seeded('ada', eur.id).slice(0, 100);
    const matching = loaded.filter((item) => otherName(item).includes('Hopper'));
    expect(matching.length).toBeGreaterThan(1);
    const cents = (flow: string) =>
      matching
        .filter((item) => item.direction === flow && item.status !== 'rejected')
        .reduce((sum, item) => sum + BigInt(item.amount.replace('.', '')), 0n);
    const euros = (value: bigint) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
        `${value / 100n}.${String(value % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral,
      );

    await user.type(
      screen.getByRole('searchbox', { name: 'Search loaded transactions' }),
      'hopper',
    );
    expect(await screen.findByText(`${String(matching.length)} matches`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(address().searchParams.get('q')).toBe('hopper');
    const totals = screen.getByRole('group', { name: 'Totals of the shown transactions' });
    const figure = (term: string) => within(totals).getByText(term).nextElementSibling;
    expect(figure('Money in')).toHaveTextContent(euros(cents('in')));
    expect(figure('Money out')).toHaveTextContent(euros(cents('out')));
    expect(figure('Fees')).toHaveTextContent('€0.00');
    for (const row of rows())
      expect(row).toHaveAccessibleName(expect.stringMatching(/^Grace Hopper/));

    await user.clear(screen.getByRole('searchbox', { name: 'Search loaded transactions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search loaded transactions' }), 'zzqx');
    expect(await screen.findByText('Nothing matches your search')).toBeInTheDocument();
    expect(screen.getByText('0 matches')).toBeInTheDocument();
  });
});
