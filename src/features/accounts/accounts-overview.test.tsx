import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import type { AccountRecord } from '../../../mock/bank/state';
import { definitionOf as value } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { AccountsOverview } from './accounts-overview';

const { bank, signInAs } = setupMockBank();

const renderOverview = (companyId?: string) =>
  renderWithProviders(<AccountsOverview companyId={companyId} />);

function records(login: string): AccountRecord[] {
  return bank.state.users.get(login)?.accounts ?? [];
}

function companyId(name: string): string {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found.companyId;
}

describe('AccountsOverview', () => {
  it('groups ada’s accounts by currency: each card leads with its available money, and a lone account has no total above it', async () => {
    renderOverview();
    const [euros] = records('ada');
    if (!euros) throw new Error('ada has a EUR account');
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const card = within(group).getByRole('article', { name: 'Everyday euros' });
    expect(within(card).getByRole('link', { name: 'Everyday euros' })).toHaveAttribute(
      'href',
      `/accounts/${euros.id}`,
    );
    // An active account needs no status on its card: only one that is not active says so.
    expect(within(card).queryByText('Active')).not.toBeInTheDocument();
    // The bank's alias (everyday-euros in the seed) is no name: not on the overview.
    expect(card).not.toHaveTextContent(/everyday-euros|Alias/);
    // Its number in words, the last four of the seeded IBAN DE89370400440532013000.
    expect(within(card).getByText('IBAN ending 3000')).toBeVisible();
    // Figures from ada's seed (mock/bank/seed.ts): available 12057.91, pending 4649.23,
    // holding 2351.19 in EUR; available 10652.22, pending 1727.68 in GBP. The card shows
    // the available money alone; the other figures are on the account's page.
    expect(value('Available', card)).toHaveTextContent('€12,057.91');
    expect(card).not.toHaveTextContent(/Balance|On hold|Pending|€16,707\.14/);
    // Her one EUR account is the whole of her euros: no total repeats its figure above it.
    expect(within(group).queryByRole('group', { name: /^Total in/ })).not.toBeInTheDocument();
    expect(within(group).getAllByText('€12,057.91')).toHaveLength(1);
    const pounds = screen.getByRole('region', { name: 'GBP accounts' });
    const poundsCard = within(pounds).getByRole('article', { name: 'Pounds' });
    expect(value('Available', poundsCard)).toHaveTextContent('£10,652.22');
    expect(within(poundsCard).getByText('IBAN ending 5555')).toBeVisible();
    // The lists, the profile (what the customer may do) and, as ada holds crypto, the
    // exchange's prices to value it (once her bitcoin is valued): each read once.
    const bitcoin = screen.getByRole('region', { name: 'BTC accounts' });
    expect(await within(bitcoin).findByText(/^Worth about /)).toBeInTheDocument();
    expect(bank.log.map(({ path }) => path).sort()).toEqual([
      '/account',
      '/client',
      '/crypto-exchange/info',
      '/v1/accounts',
    ]);
  });

  it('for a company: its accounts only, a total over both, and links that keep the company', async () => {
    signInAs('acme');
    const acme = companyId('Acme Corporation');
    renderOverview(acme);
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const accounts = records('acme').filter(
      (record) => record.companyId === acme && record.currency === 'EUR',
    );
    expect(within(group).getAllByRole('article')).toHaveLength(accounts.length);
    const total = within(group).getByRole('group', { name: 'Total in EUR' });
    // Acme operating (available 9298.28, on hold 465.65) and Savings (5776.78, 323.41) in
    // acme's seed: the available total large, the others one step away ("Other balances").
    expect(value('Available', total)).toHaveTextContent('€15,075.06');
    const more = within(total).getByText('Other balances').closest('details');
    expect(more).not.toHaveAttribute('open');
    expect(value('Balance', total)).toHaveTextContent('€15,075.06');
    expect(value('On hold', total)).toHaveTextContent('€789.06');
    const savings = accounts.find((record) => record.title === 'Savings');
    expect(within(group).getByRole('link', { name: 'Savings' })).toHaveAttribute(
      'href',
      `/accounts/${savings?.id}?companyId=${acme}`,
    );
  });

  it('a company without accounts says so, by its name', async () => {
    signInAs('acme');
    // Acme Corporation's accounts are taken away: a company with none that may open one.
    const corporation = companyId('Acme Corporation');
    const acme = bank.state.users.get('acme');
    if (!acme) throw new Error('acme is not seeded');
    acme.accounts = acme.accounts.filter((account) => account.companyId !== corporation);
    renderOverview(corporation);
    expect(
      await screen.findByRole('heading', { name: 'Acme Corporation has no accounts yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open an account to receive money/)).toBeVisible();
  });

  it('a company that may not open accounts says why above its accounts, with its next step', async () => {
    signInAs('acme');
    // Acme Rockets (kyb:initiated, no contract in the seed) holds its Launch fund.
    const rockets = companyId('Acme Rockets');
    renderOverview(rockets);
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const launchFund = within(group).getByRole('article', { name: 'Launch fund' });
    // Not active yet (initiated in the seed): its card says so in words.
    expect(within(launchFund).getByText('Waiting for activation')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Verify Acme Rockets first' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify the company' })).toHaveAttribute(
      'href',
      `/companies/${rockets}/verification`,
    );
  });

  it('a company without accounts that may not open one is told why instead', async () => {
    signInAs('acme');
    const rockets = companyId('Acme Rockets');
    const acme = bank.state.users.get('acme');
    const company = acme?.companies.find((item) => item.companyId === rockets);
    if (!acme || !company) throw new Error('acme is not seeded');
    acme.accounts = acme.accounts.filter((account) => account.companyId !== rockets);
    // Verified, but still without a contract.
    company.kyb = 'kyb:confirmed';
    renderOverview(rockets);
    expect(
      await screen.findByRole('heading', { name: 'Acme Rockets has no contract yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a contract' })).toHaveAttribute(
      'href',
      `/companies/${rockets}/contract`,
    );
    expect(screen.queryByText(/has no accounts yet/)).not.toBeInTheDocument();
  });

  it('when only the balances fail, lists the accounts and offers to retry the balances', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/account', kind: 'error500' }));
    const { user } = renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Balances could not be loaded');
    const card = screen.getByRole('article', { name: 'Everyday euros' });
    expect(card).toHaveTextContent('Balances are not available for this account right now.');
    // ada's one EUR account: the card says it, no total says it again.
    expect(screen.queryByText('The total is not available right now.')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Available')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the list fails, shows the error with a way to try again', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/v1/accounts', kind: 'error500' }));
    const { user } = renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bank had a problem answering');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'EUR accounts' })).toBeInTheDocument();
  });

  it('a user without a client profile is sent to create one', async () => {
    signInAs('new');
    renderOverview();
    expect(
      await screen.findByRole('heading', { name: 'You have no client profile yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });
});
