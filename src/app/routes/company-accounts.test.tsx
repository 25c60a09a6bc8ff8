import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { definitionOf } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { AccountRoute } from './account';
import { AccountsRoute } from './accounts';
import { OpenAccountRoute } from './open-account';
import { TransfersRoute } from './transfers';

const { bank, signInAs, accountOf, requests } = setupMockBank();
beforeEach(() => signInAs('acme'));

function companyId(name: string): string {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found.companyId;
}

/** The accounts screens at their paths, opened at `route`. */
const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/accounts" element={<AccountsRoute />} />
      <Route path="/accounts/open" element={<OpenAccountRoute />} />
      <Route path="/accounts/:accountId" element={<AccountRoute />} />
      <Route path="/transfers" element={<TransfersRoute />} />
    </Routes>,
    { route },
  );

describe('company screens name the company acted for (names from the mock’s seed)', () => {
  it('the overview: “Accounts of Acme Corporation”', async () => {
    renderAt(`/accounts?companyId=${companyId('Acme Corporation')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accounts of Acme Corporation' }),
    ).toBeVisible();
    // The companies list is read once for the heading, the link and the overview.
    expect(await screen.findByRole('link', { name: 'Open an account' })).toBeVisible();
    expect(requests('/v2/companies')).toEqual(['GET /v2/companies 200']);
  });

  it('without a company: “Accounts”, and no companies are read', async () => {
    signInAs('ada');
    renderAt('/accounts');
    expect(await screen.findByRole('region', { name: 'EUR accounts' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    expect(requests('/v2/companies')).toEqual([]);
  });

  it('the open-account form: “Open an account for Acme Corporation”', async () => {
    renderAt(`/accounts/open?companyId=${companyId('Acme Corporation')}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Open an account for Acme Corporation',
      }),
    ).toBeVisible();
    expect(await screen.findByLabelText('Account name')).toBeVisible();
  });

  it('an account page: its company, and the Launch fund says why it cannot be activated', async () => {
    const rockets = companyId('Acme Rockets');
    const launch = accountOf('acme', 'Launch fund');
    renderAt(`/accounts/${launch.id}?companyId=${rockets}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch fund' })).toBeVisible();
    expect(await screen.findByText('Company', { selector: 'dt' })).toBeVisible();
    expect(definitionOf('Company')).toHaveTextContent('Acme Rockets');
    const activation = screen.getByRole('region', { name: 'Activation' });
    expect(
      await within(activation).findByText(
        /Acme Rockets can open and activate accounts and move money once its verification is complete/,
      ),
    ).toBeVisible();
    expect(within(activation).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('transfers for a company', () => {
  it('Acme Rockets may not send money: why, instead of the form', async () => {
    const rockets = companyId('Acme Rockets');
    renderAt(`/transfers?companyId=${rockets}`);
    expect(await screen.findByRole('heading', { name: 'Verify Acme Rockets first' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify the company' })).toHaveAttribute(
      'href',
      `/companies/${rockets}/verification`,
    );
    expect(screen.queryByRole('button', { name: /Continue|Review/ })).not.toBeInTheDocument();
  });

  it('Acme Corporation may: sending offers its own accounts, never the person’s', async () => {
    renderAt(`/transfers?companyId=${companyId('Acme Corporation')}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Who are you paying?' }),
    ).toBeVisible();
    // Acme Corporation's two EUR accounts (mock/bank/seed.ts), which can pay each other.
    const own = await screen.findByRole('region', { name: 'Your accounts' });
    expect(within(own).getByRole('button', { name: /Acme operating/ })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: /Savings/ })).toBeInTheDocument();
    expect(screen.queryByText(/Verify|cannot use its accounts/)).not.toBeInTheDocument();
  });
});
