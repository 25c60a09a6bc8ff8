import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { AccountActions, OpenAccountLink } from './account-actions';
import { AccountsOverview } from './accounts-overview';

const { signInAs, accountOf, requests } = setupMockBank();

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
