import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../mock/bank/faults';
import { createQueryClient } from '../api/query-client';
import { renderWithProviders, setupMockBank } from '../test/mock-bank-harness';
import { AccountsRoute } from './routes/accounts';
import { ShellFrame } from './signed-in-shell';

const { bank, server, signInAs, requests } = setupMockBank();

/** Every address the app asked the bank for, query included. */
function recordAddresses(): string[] {
  const addresses: string[] = [];
  server.events.on('request:start', ({ request }) => addresses.push(request.url));
  return addresses;
}

/** acme's company of this name as the mock bank seeds it. */
function companyIdOf(name: string): string {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`acme has no company ${name}`);
  return found.companyId;
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

/** The shell around the accounts overview and two stand-in screens, as the router nests them. */
function renderShell(route: string, queryClient?: QueryClient) {
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<ShellFrame userName="Wile Coyote" onSignOut={() => undefined} />}>
          <Route path="/accounts" element={<AccountsRoute />} />
          <Route path="/accounts/:accountId" element={<h1>An account</h1>} />
          <Route path="/profile" element={<h1>A profile</h1>} />
          <Route path="/companies/:companyId/email" element={<h1>A company step</h1>} />
        </Route>
      </Routes>
      <Where />
    </>,
    { route, queryClient },
  );
}

const where = () => screen.getByTestId('where').textContent;
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const navHref = (name: string) => within(nav()).getByRole('link', { name }).getAttribute('href');
const switcher = (name: string) => screen.findByRole('button', { name: `Acting for: ${name}` });

describe('the navigation', () => {
  it('names each area in words (its icon hidden), Home first', async () => {
    renderShell('/accounts');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Accounts',
      'Transfers',
      'History',
      'Crypto',
      'Companies',
      'Profile',
    ]);
    expect(navHref('Home')).toBe('/');
    for (const icon of nav().querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    expect(await screen.findByRole('article', { name: 'Everyday euros' })).toBeInTheDocument();
  });

  it('the tab bar: four tabs and More, whose sheet has the rest and sign-out; Escape closes it', async () => {
    const { user } = renderShell('/accounts');
    const tabs = screen.getByRole('navigation', { name: 'Main tabs' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Accounts', 'Transfers', 'History']);
    expect(within(tabs).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const more = within(tabs).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // The header's; the sheet's is there only while it is open.
    expect(screen.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const sheet = document.getElementById(more.getAttribute('aria-controls') ?? '');
    if (!sheet) throw new Error('More controls no sheet');
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/crypto', '/companies', '/profile']);
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.tab();
    expect(within(sheet).getByRole('link', { name: 'Crypto' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(within(sheet).queryByRole('link')).toBeNull();

    await user.click(more);
    await user.click(within(sheet).getByRole('link', { name: 'Profile' }));
    expect(where()).toBe('/profile');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('acting for a company in the shell', () => {
  it('acme chooses a company: its accounts, its name above them, navigation that keeps it', async () => {
    signInAs('acme');
    const corporation = companyIdOf('Acme Corporation');
    const rockets = companyIdOf('Acme Rockets');
    const { user } = renderShell('/accounts');

    const toggle = await switcher('Me');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Act for' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Act for' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Me',
      'Acme Corporation',
      'Acme Rockets',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/accounts',
      `/accounts?companyId=${corporation}`,
      `/accounts?companyId=${rockets}`,
    ]);
    expect(within(list).getByRole('link', { name: 'Me' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(list).getByRole('link', { name: 'Acme Corporation' }));
    // The move waits for the company's gate to load (a transition: the page stays till then).
    await waitFor(() => expect(where()).toBe(`/accounts?companyId=${corporation}`));
    expect(await switcher('Acme Corporation')).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Acting for/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('You are acting for Acme Corporation')).toBeInTheDocument();
    // Its two accounts in the seed; Acme Rockets' Launch fund is not among them.
    expect(await screen.findByRole('article', { name: 'Acme operating' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Savings' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Launch fund' })).toBeNull();

    for (const area of ['Accounts', 'Transfers', 'History', 'Crypto']) {
      expect(navHref(area)).toBe(`/${area.toLowerCase()}?companyId=${corporation}`);
    }
    expect(navHref('Home')).toBe(`/?companyId=${corporation}`);
    expect(navHref('Profile')).toBe('/profile');
    expect(navHref('Companies')).toBe('/companies');
    expect(within(nav()).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('link', { name: 'Switch to me' }));
    expect(where()).toBe('/accounts');
    expect(await switcher('Me')).toBeInTheDocument();
    expect(screen.queryByText(/You are acting for/)).toBeNull();
    expect(navHref('Accounts')).toBe('/accounts');
  });

  it('Escape closes the list and gives focus back to the button; so does a click outside', async () => {
    signInAs('acme');
    const { user } = renderShell('/accounts');
    const toggle = await switcher('Me');
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Me' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(where()).toBe('/accounts');
  });

  it('from one account of a company, another party leads to that party’s accounts overview', async () => {
    signInAs('acme');
    const corporation = companyIdOf('Acme Corporation');
    const rockets = companyIdOf('Acme Rockets');
    const { user } = renderShell(`/accounts/some-account?companyId=${corporation}`);
    await user.click(await switcher('Acme Corporation'));
    const list = screen.getByRole('list', { name: 'Act for' });
    expect(within(list).getByRole('link', { name: 'Acme Corporation' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(list).getByRole('link', { name: 'Me' })).not.toHaveAttribute('aria-current');
    await user.click(within(list).getByRole('link', { name: 'Acme Rockets' }));
    expect(where()).toBe(`/accounts?companyId=${rockets}`);
    expect(await screen.findByText('You are acting for Acme Rockets')).toBeInTheDocument();
  });

  it('on a company’s step page the company of the path is the party', async () => {
    signInAs('acme');
    const rockets = companyIdOf('Acme Rockets');
    renderShell(`/companies/${rockets}/email`);
    expect(await screen.findByText('You are acting for Acme Rockets')).toBeInTheDocument();
    expect(await switcher('Acme Rockets')).toBeInTheDocument();
    expect(navHref('Accounts')).toBe(`/accounts?companyId=${rockets}`);
    expect(screen.getByRole('link', { name: 'Switch to me' })).toHaveAttribute('href', '/accounts');
  });

  it('a company that is not the user’s is said to be so, with the way back', async () => {
    signInAs('acme');
    renderShell('/accounts?companyId=0b7c2a52-4b8e-4d0a-9a8f-3c1d2e4f5a6b');
    expect(
      await screen.findByText(
        'This page is for a company you do not administer, or one that does not exist, so nothing of it can be shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch to me' })).toHaveAttribute('href', '/accounts');
    expect(await switcher('Unknown company')).toBeInTheDocument();
  });

  it('ada, who administers no company, sees no switcher and no banner', async () => {
    renderShell('/accounts');
    expect(await screen.findByRole('article', { name: 'Everyday euros' })).toBeInTheDocument();
    await waitFor(() => expect(requests('/v2/companies')).toEqual(['GET /v2/companies 200']));
    // The answer has been rendered once the accounts show (they came back later).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Acting for/ })).toBeNull();
    expect(screen.queryByText(/You are acting for/)).toBeNull();
  });

  it('when the companies cannot be read, the header shows no switcher and no error', async () => {
    signInAs('acme');
    // Every read of the list fails, the switcher's and the banner's too.
    bank.faults.add(faultRuleSchema.parse({ path: '/v2/companies', kind: 'error500', count: 10 }));
    renderShell('/accounts');
    await waitFor(() => expect(requests('/v2/companies')).toEqual(['GET /v2/companies 500']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Acting for/ })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('alert')).toBeNull();
  });

  it('a company of another customer in the address: checked first, so no request carries it', async () => {
    // ada administers no company; the address names one of acme's.
    const theirs = companyIdOf('Acme Rockets');
    const addresses = recordAddresses();
    // The app's own query client: the switcher and the banner, which load once the gate has
    // answered, read the list from its cache as the app does instead of asking again.
    renderShell(`/accounts?companyId=${theirs}`, createQueryClient());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This company cannot be opened' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'This page is for a company you do not administer, or one that does not exist, so nothing of it can be shown.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Switch to me' })).toHaveAttribute('href', '/accounts');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await waitFor(() => expect(requests('/v2/companies')).toEqual(['GET /v2/companies 200']));
    expect(addresses.filter((address) => address.includes(theirs))).toEqual([]);
  });

  it('a blocked administrator cannot act for their own company from the address', async () => {
    signInAs('acme');
    const client = bank.state.users.get('acme')?.client;
    if (!client) throw new Error('acme has no profile');
    client.adm = 'adm:blocked';
    const own = companyIdOf('Acme Rockets');
    const addresses = recordAddresses();
    renderShell(`/accounts?companyId=${own}`);
    expect(await screen.findByRole('heading', { name: 'Your access is blocked' })).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(addresses.filter((address) => address.includes(own))).toEqual([]);
  });

  it('while the user’s companies are read, the screen waits: nothing is asked for the company', async () => {
    signInAs('acme');
    const own = companyIdOf('Acme Rockets');
    // Every read of the list fails, the switcher's and the banner's too.
    bank.faults.add(faultRuleSchema.parse({ path: '/v2/companies', kind: 'error500', count: 10 }));
    const addresses = recordAddresses();
    renderShell(`/accounts?companyId=${own}`);
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(addresses.filter((address) => address.includes(own))).toEqual([]);
  });

  it('a company step page of another customer’s company speaks for itself (its own way back)', async () => {
    const theirs = companyIdOf('Acme Rockets');
    renderShell(`/companies/${theirs}/email`);
    expect(await screen.findByRole('heading', { name: 'A company step' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'This company cannot be opened' })).toBeNull();
  });
});
