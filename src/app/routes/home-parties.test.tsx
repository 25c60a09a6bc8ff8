import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, setupMockBank } from '../../test/mock-bank-harness';
import { addFault, money, renderHome, section, seededAvailable } from '../../test/home-kit';

const { bank, signInAs, accountOf, companyOf } = setupMockBank();

describe('HomeRoute for a company administrator', () => {
  it('acme, with no personal account, sees each company’s money and needs, each a link, and no redirect', async () => {
    signInAs('acme');
    renderHome();
    const companies = await section('Your companies');
    const corporation = companyOf('acme', 'Acme Corporation').companyId;
    const rockets = companyOf('acme', 'Acme Rockets').companyId;
    const links = within(companies)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Confirm the email of Acme Corporation', `/companies/${corporation}/email`],
      ['Act for Acme Corporation', `/?companyId=${corporation}`],
      ['Details of Acme Corporation', `/companies#company-${corporation}`],
      ['Verify Acme Rockets', `/companies/${rockets}/verification`],
      ['Choose a contract for Acme Rockets', `/companies/${rockets}/contract`],
      ['Act for Acme Rockets', `/?companyId=${rockets}`],
      ['Details of Acme Rockets', `/companies#company-${rockets}`],
    ]);
    expect(seededAvailable(bank, 'acme', 'EUR', corporation)).toBe('15075.06');
    const corporationCard = within(companies).getByRole('article', { name: 'Acme Corporation' });
    await waitFor(() =>
      expect(
        within(corporationCard).getByRole('list', { name: 'Available now to Acme Corporation' }),
      ).toHaveTextContent(
        `${money(seededAvailable(bank, 'acme', 'EUR', corporation), 'EUR')} in 2 accounts`,
      ),
    );
    expect(within(companies).getByRole('article', { name: 'Acme Rockets' })).toHaveTextContent(
      'No money to use yet: it has no active account.',
    );
    // The companies' needs are with their money, not again under "Needs your attention".
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('acting for Acme Rockets: its inactive account needs activating, and it may not send or open', async () => {
    signInAs('acme');
    const rockets = companyOf('acme', 'Acme Rockets').companyId;
    renderHome(`/?companyId=${rockets}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Rockets at a glance' }),
    ).toBeInTheDocument();
    const attention = await section('Needs your attention');
    const launch = accountOf('acme', 'Launch fund');
    await waitFor(() =>
      expect(within(attention).getByRole('link', { name: 'Activate Launch fund' })).toHaveAttribute(
        'href',
        `/accounts/${launch.id}?companyId=${rockets}`,
      ),
    );
    expect(attention).not.toHaveTextContent('Acme Corporation');
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    await section('Latest activity');
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['See history']);
  });

  it('acting for Acme Corporation: its totals, and actions that keep the company', async () => {
    signInAs('acme');
    const corporation = companyOf('acme', 'Acme Corporation').companyId;
    renderHome(`/?companyId=${corporation}`);
    const totals = await section('Available now to Acme Corporation');
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${money(seededAvailable(bank, 'acme', 'EUR', corporation), 'EUR')} in 2 accounts`]);
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    await waitFor(() =>
      expect(within(actions).getByRole('link', { name: 'Send money' })).toHaveAttribute(
        'href',
        `/transfers?companyId=${corporation}`,
      ),
    );
  });

  it('acme with a personal account: their own money first, then each company’s, its needs only there', async () => {
    signInAs('acme');
    const user = bank.state.users.get('acme');
    const operating = accountOf('acme', 'Acme operating');
    // A personal account of their own, as if opened: a copy of a company account, without it.
    user?.accounts.push({
      ...operating,
      id: '6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f',
      extAccountId: '7a1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f',
      title: 'Wile private',
      companyId: null,
      available: '12.50',
    });
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Wile' }),
    ).toBeInTheDocument();
    const own = await section('Available now');
    await waitFor(() =>
      expect(
        within(own)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([`${money('12.50', 'EUR')} in 1 account`]),
    );
    const companies = await section('Your companies');
    const corporation = companyOf('acme', 'Acme Corporation');
    const card = within(companies).getByRole('article', { name: 'Acme Corporation' });
    await waitFor(() =>
      expect(
        within(card).getByRole('list', { name: 'Available now to Acme Corporation' }),
      ).toHaveTextContent(`${money('15075.06', 'EUR')} in 2 accounts`),
    );
    expect(within(card).getByRole('link', { name: 'Act for Acme Corporation' })).toHaveAttribute(
      'href',
      `/?companyId=${corporation.companyId}`,
    );
    // Said once: with the company, not again under "Needs your attention".
    expect(screen.getAllByRole('link', { name: 'Verify Acme Rockets' })).toHaveLength(1);
  });

  it('when the companies cannot be read, the admin is shown the next step instead', async () => {
    signInAs('acme');
    addFault(bank, { path: '/v2/companies', kind: 'error500', count: 5 });
    renderHome('/', createTestQueryClient());
    expect(await screen.findByRole('link', { name: 'Open your first account' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });
});

describe('HomeRoute for someone not done with onboarding', () => {
  it('someone new sees their progress and one button to the first step', async () => {
    signInAs('new');
    renderHome();
    const progress = await section('Finish setting up');
    expect(progress).toHaveTextContent('0 of 4 steps done. Next: Your details.');
    expect(within(progress).getByRole('navigation', { name: 'Onboarding steps' })).toBeVisible();
    expect(within(progress).getByRole('link', { name: 'Enter your details' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('una, whose identity check is under review, is told so', async () => {
    signInAs('una');
    renderHome();
    const progress = await section('Finish setting up');
    expect(progress).toHaveTextContent('2 of 4 steps done. Next: Identity check.');
    expect(progress).toHaveTextContent('The bank is checking your identity.');
    expect(within(progress).getByRole('link', { name: 'See your identity check' })).toBeVisible();
  });

  it('a blocked customer sees why they can do nothing, not the overview', async () => {
    signInAs('blocked');
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Your access is blocked' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Quick actions' })).not.toBeInTheDocument();
  });
});
