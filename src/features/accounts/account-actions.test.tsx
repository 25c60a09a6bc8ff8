import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { AccountActions, OpenAccountLink } from './account-actions';
import { AccountsOverview } from './accounts-overview';

const { bank, signInAs, accountOf, requests } = setupMockBank();

/** acme's seeded company of that name (the live record). */
function companyNamed(name: string) {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found;
}

/** The accounts screen's pieces: the heading's link and the overview. */
const renderAccounts = () =>
  renderWithProviders(
    <>
      <OpenAccountLink companyId={undefined} />
      <AccountsOverview companyId={undefined} />
    </>,
  );

describe('What a customer is offered, by their state', () => {
  it('ada (active, verified, with a contract) is offered Open an account', async () => {
    renderAccounts();
    expect(await screen.findByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      '/accounts/open',
    );
  });

  it("at the top of the overview, holds the link's place unseen until it is known, then offers it", async () => {
    const { container } = renderWithProviders(
      <OpenAccountLink companyId={undefined} className="button" reserveSpace />,
    );
    const placeholder = container.querySelector('.action-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Open an account' })).toHaveClass('button');
    expect(container.querySelector('.action-placeholder')).toBeNull();
  });

  it('holds no place for a customer who may not open one, once that is known', async () => {
    signInAs('blocked');
    const { container } = renderWithProviders(
      <OpenAccountLink companyId={undefined} reserveSpace />,
    );
    await vi.waitFor(() => expect(container.querySelector('.action-placeholder')).toBeNull());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['blocked', 'Your access is blocked'],
    ['rejected', 'Your identity could not be confirmed'],
    ['new', 'You have no client profile yet'],
  ])('%s is not offered Open an account and is told why', async (persona, why) => {
    signInAs(persona);
    renderAccounts();
    expect(await screen.findByRole('heading', { name: why })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open an account/ })).not.toBeInTheDocument();
    expect(requests().filter((entry) => entry.startsWith('POST'))).toEqual([]);
  });

  it('a blocked customer is not offered Send money from an active account', async () => {
    const ada = accountOf('ada', 'Everyday euros');
    signInAs('blocked');
    renderWithProviders(<AccountActions accountId={ada.id} companyId={undefined} active />);
    const actions = screen.getByRole('list', { name: 'Account actions' });
    expect(await screen.findByText(/The bank has blocked your client profile/)).toBeVisible();
    expect(within(actions).queryByRole('link', { name: /Send money/ })).not.toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'See full history' })).toBeVisible();
  });

  it('ada is offered Send money from an active account', async () => {
    const ada = accountOf('ada', 'Everyday euros');
    renderWithProviders(<AccountActions accountId={ada.id} companyId={undefined} active />);
    expect(
      await screen.findByRole('link', { name: 'Send money from this account' }),
    ).toHaveAttribute('href', `/transfers?from=${ada.id}`);
  });
});

describe('What is offered while acting for a company, by the company’s state', () => {
  it('Acme Corporation (verified, with a contract) is offered Open an account and Send money', async () => {
    signInAs('acme');
    const corporation = companyNamed('Acme Corporation');
    const operating = accountOf('acme', 'Acme operating');
    renderWithProviders(
      <>
        <OpenAccountLink companyId={corporation.companyId} />
        <AccountActions accountId={operating.id} companyId={corporation.companyId} active />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      `/accounts/open?companyId=${corporation.companyId}`,
    );
    expect(
      await screen.findByRole('link', { name: 'Send money from this account' }),
    ).toHaveAttribute('href', `/transfers?from=${operating.id}&companyId=${corporation.companyId}`);
  });

  it('Acme Rockets (verification not done) is offered neither, and told why by its name', async () => {
    signInAs('acme');
    const rockets = companyNamed('Acme Rockets');
    const launch = accountOf('acme', 'Launch fund');
    // Even an active account of the company may not send money.
    launch.status = 'activated';
    renderWithProviders(
      <>
        <OpenAccountLink companyId={rockets.companyId} />
        <AccountActions accountId={launch.id} companyId={rockets.companyId} active />
      </>,
    );
    expect(
      await screen.findByText(
        'Acme Rockets can open and activate accounts and move money once its verification is complete.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Send money/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open an account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify the company' })).toHaveAttribute(
      'href',
      `/companies/${rockets.companyId}/verification`,
    );
  });
});
