import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { controlPrices } from '../../../mock/bank/crypto/control';
import { SEEDED_CRYPTO_BALANCES } from '../../../mock/bank/seed-crypto';
import { createQueryClient } from '../../api/query-client';
import type { Transaction } from '../../api/transactions/schemas';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { HomeRoute } from './home';
import { addFault, money, renderHome, section, seededAvailable } from '../../test/home-kit';

const { bank, server, signInAs, requests, accountOf } = setupMockBank();

/** A persona's own newest transactions across their accounts, as the seed has them. */
function newestOwn(login: string, count: number): Transaction[] {
  const user = bank.state.users.get(login);
  const own = new Set(
    (user?.accounts ?? []).filter((a) => (a.companyId ?? null) === null).map((a) => a.id),
  );
  return (user?.transactions ?? [])
    .filter((transaction) => own.has(transaction.accountId))
    .sort(
      (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id),
    )
    .slice(0, count);
}

describe('HomeRoute for a customer whose onboarding is done', () => {
  it('greets ada and leads with her total available per currency, crypto apart', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' }),
    ).toBeInTheDocument();
    const totals = await section('Available now');
    const items = within(totals).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${money(seededAvailable(bank, 'ada', 'EUR'), 'EUR')} in 1 account`,
      `${money(seededAvailable(bank, 'ada', 'GBP'), 'GBP')} in 1 account`,
    ]);
    expect(totals).toHaveTextContent('Crypto holdings are not in these totals');
  });

  it('lists her accounts with their available balances, crypto under its own heading', async () => {
    renderHome();
    const accounts = await section('Your accounts');
    const eur = accountOf('ada', 'Everyday euros');
    // Each account one link, named by its name and its available balance.
    const link = within(accounts).getByRole('link', {
      name: `Everyday euros Available ${money(eur.available, 'EUR')}`,
    });
    expect(link).toHaveAttribute('href', `/accounts/${eur.id}`);
    expect(within(accounts).getByRole('heading', { name: 'Crypto holdings' })).toBeVisible();
    expect(within(accounts).getByRole('link', { name: /^Bitcoin / })).toHaveTextContent('0.05 BTC');
    expect(within(accounts).getByRole('link', { name: 'See all accounts' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('values a crypto holding at the exchange’s price once her accounts are drawn', async () => {
    // ada holds 0.05 BTC (the seed) and keeps money in EUR first, so BTC/EUR values it.
    expect(SEEDED_CRYPTO_BALANCES.adaBitcoin).toBe('0.05000000');
    const prices = controlPrices(bank.state, new Date(), {
      pairs: { 'BTC/EUR': { ask: '60100.00', bid: '60000.00' } },
    });
    expect(prices.status).toBe(200);
    renderWithProviders(
      <Routes>
        <Route path="/" element={<HomeRoute />} />
      </Routes>,
      {
        queryClient: createQueryClient(),
        config: { ...testConfig, features: { ...testConfig.features, crypto: true } },
      },
    );
    const accounts = await section('Your accounts');
    const bitcoin = within(accounts).getByRole('link', { name: /^Bitcoin / });
    // 0.05 × 60,000.00 (the price the exchange pays) = 3,000.00
    expect(
      await within(bitcoin).findByText('Worth about €3,000.00 at the current price'),
    ).toBeInTheDocument();
  });

  it('shows the 5 newest transactions across her accounts from one request, each a link', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/v1/transactions')) urls.push(request.url);
    });
    renderHome();
    const activity = await section('Latest activity');
    const list = await within(activity).findByRole('group', {
      name: 'Your 5 most recent transactions across your accounts',
    });
    const rows = within(list).getAllByRole('link');
    const expected = newestOwn('ada', 5);
    expect(rows).toHaveLength(5);
    rows.forEach((row, index) => {
      const transaction = expected[index]!;
      const party = transaction.direction === 'in' ? transaction.sender : transaction.recipient;
      expect(row).toHaveTextContent(
        `${transaction.direction === 'in' ? 'From' : 'To'} ${party?.name} ${party?.surname}`,
      );
      expect(row).toHaveAttribute(
        'href',
        `/history/${transaction.id}?accountId=${transaction.accountId}`,
      );
    });
    expect(urls).toHaveLength(1);
    const query = new URL(urls[0]!).searchParams;
    expect(query.get('limit')).toBe('5');
    expect(query.has('accountId')).toBe(false);
  });

  it('a rejected transaction reads as money that did not move: struck through, in words', async () => {
    const [rejected] = newestOwn('ada', 1);
    if (!rejected) throw new Error('ada has transactions');
    rejected.status = 'rejected';
    renderHome();
    const activity = await section('Latest activity');
    const [first] = await within(activity).findAllByRole('listitem');
    const party = rejected.direction === 'in' ? rejected.sender : rejected.recipient;
    expect(within(first!).getByRole('link')).toHaveAccessibleName(
      new RegExp(
        `^${rejected.direction === 'in' ? 'From' : 'To'} ${party?.name} ${party?.surname} .* Rejected No money moved$`,
      ),
    );
    expect(first!.querySelector('.money-figure')).toHaveClass('money-figure--struck');
  });

  it('offers the quick actions she may take, and nothing needs her attention', async () => {
    renderHome();
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    await waitFor(() => expect(within(actions).getAllByRole('link')).toHaveLength(3));
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Send money', '/transfers'],
      ['Open an account', '/accounts/open'],
      ['See history', '/history'],
    ]);
    await section('Latest activity');
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).not.toBeInTheDocument();
  });

  it('leads with Add money while every account is empty and nothing has moved yet', async () => {
    // grace as a new customer: her two accounts with nothing in them and no transaction.
    const grace = bank.state.users.get('grace');
    if (!grace) throw new Error('The seed has grace');
    grace.transactions = [];
    for (const account of grace.accounts) {
      Object.assign(account, { available: '0.00', holding: '0.00', pending: '0.00' });
    }
    signInAs('grace');
    renderHome();
    const actions = await screen.findByRole('navigation', { name: 'Quick actions' });
    const euros = accountOf('grace', 'Grace euros');
    await waitFor(() =>
      expect(within(actions).getAllByRole('link')[0]).toHaveTextContent('Add money'),
    );
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add money', `/accounts/${euros.id}`],
      ['Send money', '/transfers'],
      ['Open an account', '/accounts/open'],
      ['See history', '/history'],
    ]);
  });

  it('asks for everything at once, before the profile has answered, and each GET once', async () => {
    addFault(bank, { path: '/client', method: 'GET', kind: 'latency', latencyMs: 300 });
    const events: string[] = [];
    server.events.on('request:start', ({ request }) => {
      events.push(`start ${new URL(request.url).pathname}`);
    });
    server.events.on('response:mocked', ({ request }) => {
      events.push(`end ${new URL(request.url).pathname}`);
    });
    renderHome();
    await section('Latest activity');
    await screen.findByRole('region', { name: 'Your accounts' });
    const profileAnswered = events.indexOf('end /client');
    expect(profileAnswered).toBeGreaterThan(-1);
    for (const path of ['/v1/accounts', '/account', '/v1/transactions', '/v2/companies']) {
      const started = events.indexOf(`start ${path}`);
      expect(started, path).toBeGreaterThan(-1);
      expect(started, path).toBeLessThan(profileAnswered);
    }
    const gets = requests().filter((entry) => entry.startsWith('GET'));
    expect(gets).toEqual([...new Set(gets)]);
  });

  it('a customer with an account still being opened sees it needs attention, and it is not in the totals', async () => {
    signInAs('legacy');
    renderHome();
    const attention = await section('Needs your attention');
    const pending = bank.state.users.get('legacy')?.accounts.find((a) => a.status === 'pending');
    expect(attention).toHaveTextContent(`The bank is still opening ${pending?.title}.`);
    expect(within(attention).getByRole('link', { name: `See ${pending?.title}` })).toHaveAttribute(
      'href',
      `/accounts/${pending?.id}`,
    );
    const totals = await section('Available now');
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${money(seededAvailable(bank, 'legacy', 'EUR'), 'EUR')} in 1 account`,
      `${money(seededAvailable(bank, 'legacy', 'GBP'), 'GBP')} in 2 accounts`,
    ]);
  });

  it('when the balances cannot be read, says so instead of totals; Try again shows them', async () => {
    addFault(bank, { path: '/account', method: 'GET', kind: 'reject', status: 400 });
    const { user } = renderHome();
    const totals = await section('Available now');
    expect(await within(totals).findByRole('alert')).toHaveTextContent(
      'Your balances could not be loaded just now.',
    );
    await user.click(within(totals).getByRole('button', { name: 'Try again' }));
    expect(
      await within(totals).findByText(money(seededAvailable(bank, 'ada', 'EUR'), 'EUR')),
    ).toBeVisible();
  });

  it('with no transactions yet, the latest activity says so in words', async () => {
    const ada = bank.state.users.get('ada');
    if (!ada) throw new Error('ada is seeded');
    ada.transactions = [];
    renderHome();
    const activity = await section('Latest activity');
    expect(
      await within(activity).findByRole('heading', { level: 3, name: 'No activity yet' }),
    ).toBeVisible();
    expect(within(activity).queryByRole('list')).not.toBeInTheDocument();
  });

  it('when the latest activity cannot be read, says so in its section with a way to retry', async () => {
    // A 403: a 400 on a read without an account is the bank asking for one.
    addFault(bank, { path: '/v1/transactions', method: 'GET', kind: 'reject', status: 403 });
    const { user } = renderHome();
    const activity = await section('Latest activity');
    const alert = await within(activity).findByRole('alert');
    expect(alert).toHaveTextContent('Your latest activity could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(activity).findAllByRole('listitem')).toHaveLength(5);
  });
});
