import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockBank } from '../test/mock-bank-harness';
import { ShellFrame } from './signed-in-shell';

const { signInAs, requests, userOf } = setupMockBank();

function renderShell() {
  return renderWithProviders(
    <Routes>
      <Route element={<ShellFrame userName="Someone" onSignOut={() => undefined} />}>
        <Route path="/profile" element={<h1>A profile</h1>} />
      </Route>
    </Routes>,
    { route: '/profile' },
  );
}

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the navigation by the customer’s standing', () => {
  it('a blocked customer is not offered Crypto or Companies, once the profile is read', async () => {
    signInAs('blocked');
    const { user } = renderShell();
    await waitFor(() =>
      expect(linksOf('Main')).toEqual(['Home', 'Accounts', 'Transfers', 'History', 'Profile']),
    );
    // The phone's More sheet has neither either.
    const tabs = screen.getByRole('navigation', { name: 'Main tabs' });
    await user.click(within(tabs).getByRole('button', { name: 'More' }));
    const sheet = screen.getAllByRole('link').map((link) => link.textContent);
    expect(sheet).not.toContain('Crypto');
    expect(sheet).not.toContain('Companies');
  });

  it('a customer still onboarding keeps every area', async () => {
    signInAs('rejected');
    renderShell();
    expect(await screen.findByRole('heading', { name: 'A profile' })).toBeInTheDocument();
    // Read, and nothing closed: the seven areas stay.
    await waitFor(() => expect(requests()).toContain('GET /client 200'));
    expect(linksOf('Main')).toHaveLength(7);
    expect(linksOf('Main')).toContain('Crypto');
    expect(linksOf('Main')).toContain('Companies');
  });

  it('a blocked administrator is not offered to act for their companies', async () => {
    signInAs('acme');
    const acme = userOf('acme');
    if (!acme.client) throw new Error('acme has no profile in the seed');
    acme.client = { ...acme.client, adm: 'adm:blocked' };
    renderShell();
    await waitFor(() => expect(linksOf('Main')).not.toContain('Companies'));
    await waitFor(() => expect(requests()).toContain('GET /v2/companies 200'));
    // acme administers two companies (mock/bank/seed.ts): an active one is offered them.
    expect(screen.queryByRole('button', { name: /^Acting for/ })).toBeNull();
  });
});
