// /history page by page: Refresh, Load more, the empty states, and a page that fails to load.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/transactions/schemas';
import { idOf, renderHistory, rows, setupHistoryBank } from '../../test/history-kit';
import { holdRequest } from '../../test/hold-request';

const { bank, signInAs, accountOf, requests, addFault, seeded, server } = setupHistoryBank();

describe('/history against the mock bank', () => {
  it('asks for the first rows while the accounts are still on their way (no waterfall), once', async () => {
    const held = holdRequest(server, '/v1/accounts');
    renderHistory('/history');
    await waitFor(() => expect(requests('/v1/transactions')).not.toEqual([]));
    expect(requests('/v1/accounts')).toEqual([]);

    held.release();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    // The list drawn after the accounts takes the rows already read: none is read twice.
    expect(requests('/v1/transactions')).toEqual(['GET /v1/transactions 200']);
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
