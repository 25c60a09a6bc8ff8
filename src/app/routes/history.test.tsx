import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultRuleSchema, type FaultRule } from '../../../mock/bank/faults';
import type { Transaction } from '../../api/transactions/schemas';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { HistoryRoute } from './history';

const { bank, signInAs, accountOf, requests } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});

// jsdom has no layout: the scroller shows 600 px, a day heading is 40 px and a row 60 px.
const sizes = { scroller: 600, day: 40, row: 60 };
const saved = {
  client: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  offset: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-history-scroller') ? sizes.scroller : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.hasAttribute('data-history-row')) return sizes.row;
      return this.classList.contains('history-day') ? sizes.day : 0;
    },
  });
});
afterAll(() => {
  if (saved.client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.client);
  if (saved.offset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', saved.offset);
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderHistory(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/history" element={<HistoryRoute />} />
        <Route path="/history/:transactionId" element={<p>Details</p>} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

const address = () => new URL(screen.getByTestId('address').textContent, 'http://app');

function addFault(rule: Partial<FaultRule> & Pick<FaultRule, 'kind'>) {
  bank.faults.add(faultRuleSchema.parse({ path: '/v1/transactions', method: 'GET', ...rule }));
}

/** The seed's transactions of an account as the bank lists them (newest first). */
function seeded(login: string, accountId: string, status?: string): Transaction[] {
  return (bank.state.users.get(login)?.transactions ?? [])
    .filter((item) => item.accountId === accountId && (!status || item.status === status))
    .sort(
      (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id),
    );
}

/** The name on the other side, from the seed: the sender of money in, else the recipient. */
function otherName(transaction: Transaction): string {
  const party = transaction.direction === 'in' ? transaction.sender : transaction.recipient;
  return `${party?.name ?? ''} ${party?.surname ?? ''}`.trim();
}

const rows = () =>
  screen.queryAllByRole('link').filter((link) => link.hasAttribute('data-history-row'));

/** The transaction id a row links to. */
const idOf = (row: HTMLElement | undefined) =>
  /\/history\/([^?]+)/.exec(row?.getAttribute('href') ?? '')?.[1];

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

  it('Refresh reads the newest page again, once, and shows money that arrived since', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderHistory(`/history?accountId=${eur.id}`);
    // Both pages of her history loaded.
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('This is the start of your history')).toBeInTheDocument();
    const newest = seeded('ada', eur.id)[0]!;
    // Another customer's payment lands after the page was read (a later copy of the newest).
    const arrived: Transaction = {
      ...newest,
      id: '0c0ffee0-0000-4000-8000-000000000001',
      createdAt: '2026-03-01T11:59:00.000Z',
    };
    bank.state.users.get('ada')?.transactions.push(arrived);
    const readsBefore = requests('/v1/transactions').length;

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(idOf(rows()[0])).toBe(arrived.id));
    // The first page only, not both pages loaded so far.
    expect(requests('/v1/transactions')).toHaveLength(readsBefore + 1);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('loads the next page with Load more and then says where the history starts', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    expect(seeded('ada', eur.id).length).toBeGreaterThan(100);
    expect(seeded('ada', eur.id).length).toBeLessThanOrEqual(200);
    const { user } = renderHistory(`/history?accountId=${eur.id}`);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('This is the start of your history')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const sent = requests('/v1/transactions');
    expect(sent).toHaveLength(2);
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

  it('has its own empty states: an account without transactions, a status without any', async () => {
    signInAs('saver');
    const jar = accountOf('saver', 'Pounds jar');
    renderHistory(`/history?accountId=${jar.id}`);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Totals of the shown transactions' })).toBeNull();
  });

  it('says when no transaction has the chosen status', async () => {
    signInAs('saver');
    const jar = accountOf('saver', 'Pounds jar');
    renderHistory(`/history?accountId=${jar.id}&status=rejected`);
    expect(await screen.findByText('No transactions with this status')).toBeInTheDocument();
  });

  it('explains Proses failed and Invalid payload in words and loads again on Try again', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    addFault({ kind: 'reject', status: 500, message: 'Proses failed' });
    const { user } = renderHistory(`/history?accountId=${eur.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your history could not be loaded');
    expect(alert).toHaveTextContent('The bank could not prepare this history just now.');
    expect(alert).not.toHaveTextContent('Proses');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));

    addFault({ kind: 'reject', status: 400, message: 'Invalid payload' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const more = await screen.findByRole('alert');
    expect(more).toHaveTextContent('More transactions could not be loaded');
    expect(more).toHaveTextContent('The bank could not read the request for this history.');
    expect(rows().length).toBeGreaterThan(0);
    await user.click(within(more).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This is the start of your history')).toBeInTheDocument();
  });
});
