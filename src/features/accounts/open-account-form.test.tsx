import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockBank } from '../../../mock/bank/bank';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { bankHandlers } from '../../../mock/bank/msw-handlers';
import { seedContracts } from '../../../mock/bank/seed-contracts';
import { createHttpClient, installHttpClient } from '../../api/http';
import { I18nProvider } from '../../lib/i18n/i18n';
import { OpenAccountForm } from './open-account-form';

const BASE = 'http://bank.test';
let clock = new Date('2026-03-01T12:00:00.000Z');
const bank = new MockBank({
  verifyToken: async (token) => (token.startsWith('t:') ? { sub: token.slice(2) } : null),
  now: () => clock,
});
const server = setupServer(...bankHandlers(bank, BASE));
/** The catalogue, pinned to the seed (the mock bank serves the same). */
const readableCatalogue = mswHttp.get(`${BASE}/contracts/clients`, () =>
  HttpResponse.json(seedContracts()),
);
/** A bank that refuses the catalogue (one of the spec's messages for it). */
const refusedCatalogue = mswHttp.get(`${BASE}/contracts/clients`, () =>
  HttpResponse.json({ message: 'The client has been already initiated' }, { status: 400 }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  installHttpClient(
    createHttpClient({
      baseUrls: { core: BASE, crypto: `${BASE}/crypto-exchange` },
      getAccessToken: () => 't:ada',
      renewAccessToken: () => Promise.resolve('t:ada'),
      onSessionEnded: () => undefined,
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  bank.reset();
  installHttpClient(null);
  clock = new Date('2026-03-01T12:00:00.000Z');
});

function renderForm(onOpened = vi.fn()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="en">
        <MemoryRouter>
          <OpenAccountForm onOpened={onOpened} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onOpened };
}

describe('OpenAccountForm', () => {
  it('offers EUR with its remaining quota and shows GBP as used up', async () => {
    server.use(readableCatalogue);
    renderForm();
    const eur = await screen.findByRole('radio', { name: 'EUR — 1 of 2 left' });
    expect(eur).toBeEnabled();
    const gbp = screen.getByRole('radio', { name: 'GBP — none left' });
    expect(gbp).toBeDisabled();
    expect(gbp).toHaveAccessibleDescription(
      'Not available: your contract allows 1 and you already have 1.',
    );
  });

  it('an empty submit focuses the error summary listing both problems', async () => {
    server.use(readableCatalogue);
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Open account' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter an account name' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Choose a currency' })).toBeVisible();
    expect(screen.getByLabelText('Account name')).toHaveAccessibleDescription(
      /Enter an account name/,
    );
  });

  it('sends once, says "Opening your account…", then hands over the account once it is listed', async () => {
    server.use(readableCatalogue);
    const user = userEvent.setup();
    const { onOpened } = renderForm();
    await user.type(await screen.findByLabelText('Account name'), 'Holidays');
    await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
    const submit = screen.getByRole('button', { name: 'Open account' });
    await user.dblClick(submit);

    const status = await screen.findByText('Opening your account…');
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Open account|Opening/ })).not.toBeInTheDocument();
    // The bank lists the account after its opening delay.
    clock = new Date(clock.getTime() + 2000);
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(onOpened).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Holidays', currency: 'EUR', status: 'activated' }),
    );
    expect(bank.log.filter((entry) => entry.method === 'POST')).toHaveLength(1);
  });

  it('when the catalogue is refused, the currency is typed and the bank’s quota refusal is shown at it', async () => {
    server.use(refusedCatalogue);
    const user = userEvent.setup();
    renderForm();
    expect(
      await screen.findByText(/Your contract’s account limits could not be read/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account name'), 'More pounds');
    await user.type(screen.getByRole('textbox', { name: 'Currency' }), 'gbp');
    await user.click(screen.getByRole('button', { name: 'Open account' }));

    const summary = await screen.findByRole('alert');
    const message =
      'You cannot open another account in this currency: your contract’s limit is reached. Choose another currency.';
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#currency',
    );
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveAccessibleDescription(
      new RegExp(message),
    );
    expect(bank.log.at(-1)).toMatchObject({ method: 'POST', path: '/v1/accounts', status: 400 });
  });

  it('a 500 on sending says the outcome is unknown, and the form can be sent again', async () => {
    server.use(readableCatalogue);
    bank.faults.add(
      faultRuleSchema.parse({ path: '/v1/accounts', method: 'POST', kind: 'error500' }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText('Account name'), 'Holidays');
    await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm whether your account was opened. Check your accounts before you try again.',
    );
    expect(screen.getByRole('button', { name: 'Open account' })).toBeEnabled();
  });

  it('a client without a contract is sent to choose one', async () => {
    server.use(readableCatalogue);
    bank.patchClient('ada', { contract: null });
    renderForm();
    expect(
      await screen.findByRole('heading', { name: 'You have no contract yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a contract' })).toBeInTheDocument();
  });
});
