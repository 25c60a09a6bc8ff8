import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { renderWithProviders, setupMockBank, TEST_BANK_URL } from '../test/mock-bank-harness';
import { AccountsRoute } from './routes/accounts';
import { ShellFrame } from './signed-in-shell';

const { bank, server, signInAs } = setupMockBank();

function companyIdOf(name: string): string {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`acme has no company ${name}`);
  return found.companyId;
}

/** Holds the next GET /v1/accounts until `release()`, then lets the mock bank answer it. */
function holdNextAccountList() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    mswHttp.get(
      `${TEST_BANK_URL}/v1/accounts`,
      async () => {
        await released;
        // Nothing returned: the request goes on to the mock bank's own handler.
      },
      { once: true },
    ),
  );
  return { release };
}

async function choose(user: ReturnType<typeof renderWithProviders>['user'], party: string) {
  await user.click(await screen.findByRole('button', { name: /^Acting for: / }));
  const list = screen.getByRole('list', { name: 'Act for' });
  await user.click(within(list).getByRole('link', { name: party }));
}

describe('switching party with the cache of the other party', () => {
  it('never shows one party’s accounts under another’s name while the new ones load', async () => {
    signInAs('acme');
    // A personal account for acme too, so that each party has rows the other must not show.
    const own = structuredClone(bank.state.users.get('ada')?.accounts[0]);
    if (!own) throw new Error('ada has accounts in the seed');
    bank.state.users
      .get('acme')
      ?.accounts.push({ ...own, id: crypto.randomUUID(), title: 'Wile’s own', companyId: null });

    const corporation = companyIdOf('Acme Corporation');
    const { user } = renderWithProviders(
      <Routes>
        <Route element={<ShellFrame userName="Wile Coyote" onSignOut={() => undefined} />}>
          <Route path="/accounts" element={<AccountsRoute />} />
        </Route>
      </Routes>,
      // The app's own client: what was read stays fresh for a while, as in the browser.
      { route: `/accounts?companyId=${corporation}`, queryClient: createQueryClient() },
    );
    expect(await screen.findByRole('article', { name: 'Acme operating' })).toBeInTheDocument();

    // To the user themselves, whose list is slow: no company account meanwhile.
    let held = holdNextAccountList();
    await choose(user, 'Me');
    expect(await screen.findByText('Loading your accounts…')).toBeInTheDocument();
    expect(screen.queryByText(/You are acting for/)).toBeNull();
    expect(screen.queryByRole('article', { name: 'Acme operating' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Savings' })).toBeNull();
    held.release();
    expect(await screen.findByRole('article', { name: 'Wile’s own' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Acme operating' })).toBeNull();

    // To Acme Rockets, slow too: neither the user's nor the Corporation's accounts.
    held = holdNextAccountList();
    await choose(user, 'Acme Rockets');
    expect(await screen.findByText('You are acting for Acme Rockets')).toBeInTheDocument();
    expect(screen.getByText('Loading your accounts…')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Wile’s own' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Acme operating' })).toBeNull();
    held.release();
    expect(await screen.findByRole('article', { name: 'Launch fund' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Wile’s own' })).toBeNull();

    // Back to the Corporation: its own cached accounts, at once, and only those.
    await choose(user, 'Acme Corporation');
    expect(await screen.findByText('You are acting for Acme Corporation')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Acme operating' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Launch fund' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Wile’s own' })).toBeNull();
  });
});
