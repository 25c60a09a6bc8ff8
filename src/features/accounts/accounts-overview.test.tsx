import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MockBank } from '../../../mock/bank/bank';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { bankHandlers } from '../../../mock/bank/msw-handlers';
import type { AccountRecord } from '../../../mock/bank/state';
import { createHttpClient, installHttpClient } from '../../api/http';
import { formatMoney } from '../../lib/i18n/format';
import { I18nProvider } from '../../lib/i18n/i18n';
import { addDecimals } from '../../utils/decimal';
import { AccountsOverview } from './accounts-overview';

const BASE = 'http://bank.test';
const bank = new MockBank({
  verifyToken: async (token) => (token.startsWith('t:') ? { sub: token.slice(2) } : null),
});
const server = setupServer(...bankHandlers(bank, BASE));
let token = 't:ada';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  token = 't:ada';
  installHttpClient(
    createHttpClient({
      baseUrls: { core: BASE, crypto: `${BASE}/crypto-exchange` },
      getAccessToken: () => token,
      renewAccessToken: () => Promise.resolve(token),
      onSessionEnded: () => undefined,
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  bank.reset();
  installHttpClient(null);
});

function renderOverview(companyId?: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="en">
        <MemoryRouter>
          <AccountsOverview companyId={companyId} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

function records(login: string): AccountRecord[] {
  return bank.state.users.get(login)?.accounts ?? [];
}

function companyId(name: string): string {
  const found = bank.state.users.get('acme')?.companies.find((company) => company.name === name);
  if (!found) throw new Error(`No company ${name}`);
  return found.companyId;
}

/** The <dd> after the <dt> with this label, inside `scope`. */
function value(scope: HTMLElement, label: string): HTMLElement {
  const term = within(scope).getByText(label, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return definition;
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
    expect(value(card, 'Balance')).toHaveTextContent(
      eur(addDecimals([euros.available, euros.pending])),
    );
    expect(value(card, 'On hold')).toHaveTextContent(eur(euros.holding));
    const total = within(group).getByRole('group', { name: 'Total in EUR' });
    expect(value(total, 'Available')).toHaveTextContent(eur(euros.available));
    expect(screen.getByRole('region', { name: 'GBP accounts' })).toBeInTheDocument();
    expect(bank.log.map(({ path }) => path).sort()).toEqual(['/account', '/v1/accounts']);
  });

  it('for a company: its accounts only, a total over both, and links that keep the company', async () => {
    token = 't:acme';
    const acme = companyId('Acme Corporation');
    renderOverview(acme);
    const group = await screen.findByRole('region', { name: 'EUR accounts' });
    const accounts = records('acme').filter((record) => record.companyId === acme);
    expect(within(group).getAllByRole('article')).toHaveLength(accounts.length);
    const total = within(group).getByRole('group', { name: 'Total in EUR' });
    expect(value(total, 'Balance')).toHaveTextContent(
      eur(addDecimals(accounts.flatMap((record) => [record.available, record.pending]))),
    );
    const savings = accounts.find((record) => record.title === 'Savings');
    expect(within(group).getByRole('link', { name: 'Savings' })).toHaveAttribute(
      'href',
      `/accounts/${savings?.id}?companyId=${acme}`,
    );
  });

  it('a company without accounts says so', async () => {
    token = 't:acme';
    renderOverview(companyId('Acme Rockets'));
    expect(
      await screen.findByRole('heading', { name: 'This company has no accounts yet' }),
    ).toBeInTheDocument();
  });

  it('when only the balances fail, lists the accounts and offers to retry the balances', async () => {
    const user = userEvent.setup();
    bank.faults.add(faultRuleSchema.parse({ path: '/account', kind: 'error500' }));
    renderOverview();
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
    const user = userEvent.setup();
    bank.faults.add(faultRuleSchema.parse({ path: '/v1/accounts', kind: 'error500' }));
    renderOverview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bank had a problem answering');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'EUR accounts' })).toBeInTheDocument();
  });

  it('a user without a client profile is sent to create one', async () => {
    token = 't:new';
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
