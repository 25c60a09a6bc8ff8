import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import type { AccountRecord } from '../../../mock/bank/state';
import { formatMoney } from '../../lib/i18n/format';
import { definitionOf as value } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { addDecimals } from '../../utils/decimal';
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

const eur = (amount: string) => formatMoney(amount, 'EUR', 'en');

describe('AccountsOverview', () => {
  it('groups ada’s accounts by currency, with each account’s figures and the total', async () => {
    renderOverview();
    const [euros, pounds] = records('ada');
    if (!euros || !pounds) throw new Error('ada has two accounts');
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const card = within(group).getByRole('article', { name: 'Everyday euros' });
    expect(within(card).getByRole('link', { name: 'Everyday euros' })).toHaveAttribute(
      'href',
      `/accounts/${euros.id}`,
    );
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Alias: everyday-euros')).toBeInTheDocument();
    expect(value('Balance', card)).toHaveTextContent(
      eur(addDecimals([euros.available, euros.pending])),
    );
    expect(value('On hold', card)).toHaveTextContent(eur(euros.holding));
    const total = within(group).getByRole('group', { name: 'Total in EUR' });
    expect(value('Available', total)).toHaveTextContent(eur(euros.available));
    expect(screen.getByRole('region', { name: 'GBP accounts' })).toBeInTheDocument();
    expect(bank.log.map(({ path }) => path).sort()).toEqual(['/account', '/v1/accounts']);
  });

  it('for a company: its accounts only, a total over both, and links that keep the company', async () => {
    signInAs('acme');
    const acme = companyId('Acme Corporation');
    renderOverview(acme);
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const accounts = records('acme').filter((record) => record.companyId === acme);
    expect(within(group).getAllByRole('article')).toHaveLength(accounts.length);
    const total = within(group).getByRole('group', { name: 'Total in EUR' });
    expect(value('Balance', total)).toHaveTextContent(
      eur(addDecimals(accounts.flatMap((record) => [record.available, record.pending]))),
    );
    const savings = accounts.find((record) => record.title === 'Savings');
    expect(within(group).getByRole('link', { name: 'Savings' })).toHaveAttribute(
      'href',
      `/accounts/${savings?.id}?companyId=${acme}`,
    );
  });

  it('a company without accounts says so', async () => {
    signInAs('acme');
    renderOverview(companyId('Acme Rockets'));
    expect(
      await screen.findByRole('heading', { name: 'This company has no accounts yet' }),
    ).toBeInTheDocument();
  });

  it('when only the balances fail, lists the accounts and offers to retry the balances', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/account', kind: 'error500' }));
    const { user } = renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Balances could not be loaded');
    const card = screen.getByRole('article', { name: 'Everyday euros' });
    expect(card).toHaveTextContent('Balances are not available for this account right now.');
    const total = screen.getByRole('group', { name: 'Total in EUR' });
    expect(total).toHaveTextContent('The total is not available right now.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Balance')).toBeInTheDocument();
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
