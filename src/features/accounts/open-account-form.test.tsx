import { act, fireEvent, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { seedContracts } from '../../../mock/bank/seed-contracts';
import { renderWithProviders, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { OpenAccountForm } from './open-account-form';

const { bank, server, advanceClock, requests, signInAs } = setupMockBank({
  startAt: '2026-03-01T12:00:00.000Z',
});
/** The catalogue, pinned to the seed (the mock bank serves the same). */
const readableCatalogue = mswHttp.get(`${TEST_BANK_URL}/contracts/clients`, () =>
  HttpResponse.json(seedContracts()),
);
/** A bank that refuses the catalogue (one of the spec's messages for it). */
const refusedCatalogue = mswHttp.get(`${TEST_BANK_URL}/contracts/clients`, () =>
  HttpResponse.json({ message: 'The client has been already initiated' }, { status: 400 }),
);

function renderForm(onOpened = vi.fn()) {
  return { ...renderWithProviders(<OpenAccountForm onOpened={onOpened} />), onOpened };
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
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Open account' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter an account name' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Choose a currency' })).toBeVisible();
    expect(screen.getByLabelText('Account name')).toHaveAccessibleDescription(
      /Enter an account name/,
    );
  });

  it('an account name made only of spaces is refused', async () => {
    server.use(readableCatalogue);
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Account name'), '    ');
    await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter an account name' })).toBeVisible();
    expect(requests('/v1/accounts').filter((entry) => entry.startsWith('POST'))).toEqual([]);
  });

  it('sends once, says "Opening your account…", then hands over the account once it is listed', async () => {
    server.use(readableCatalogue);
    const { user, onOpened } = renderForm();
    await user.type(await screen.findByLabelText('Account name'), 'Holidays');
    await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
    const submit = screen.getByRole('button', { name: 'Open account' });
    await user.dblClick(submit);

    const status = await screen.findByText('Opening your account…');
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Open account|Opening/ })).not.toBeInTheDocument();
    // The bank lists the account after its opening delay.
    advanceClock(2000);
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(onOpened).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Holidays', currency: 'EUR', status: 'activated' }),
    );
    expect(bank.log.filter((entry) => entry.method === 'POST')).toHaveLength(1);
  });

  it('says what is happening from the moment it is sent, in the words the page gives', async () => {
    server.use(readableCatalogue);
    // The bank takes its time to answer the request.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post(`${TEST_BANK_URL}/v1/accounts`, async () => {
        await answered;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(
      <OpenAccountForm openingText="Opening your first account…" onOpened={vi.fn()} />,
    );
    await user.type(await screen.findByLabelText('Account name'), 'Holidays');
    await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Opening your first account…');
    answer();
  });

  it('two submits in the same tick send POST /v1/accounts once', async () => {
    server.use(readableCatalogue);
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Account name'), 'Holidays');
    await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
    const form = screen.getByRole('button', { name: 'Open account' }).closest('form');
    if (!form) throw new Error('No form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await vi.waitFor(() => expect(requests('/v1/accounts')).toContain('POST /v1/accounts 201'));
    // Settled (the form gives way to the status): a second POST would be in the log by now.
    expect(await screen.findByText('Opening your account…')).toBeInTheDocument();
    expect(requests('/v1/accounts').filter((entry) => entry.startsWith('POST'))).toEqual([
      'POST /v1/accounts 201',
    ]);
  });

  it('explains the delay when the account is not listed within the bounded wait', async () => {
    // Timeouts are faked (and still move with real time); the bank's clock stands still,
    // so the new account never becomes visible while the form polls.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      server.use(readableCatalogue);
      const { user, onOpened } = renderForm();
      await user.type(await screen.findByLabelText('Account name'), 'Slow one');
      await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
      await user.click(screen.getByRole('button', { name: 'Open account' }));
      expect(await screen.findByText('Opening your account…')).toBeInTheDocument();

      await vi.advanceTimersByTimeAsync(20_000);
      expect(
        await screen.findByText(
          'Your account is being opened; it will appear in your accounts shortly',
        ),
      ).toBeInTheDocument();
      expect(onOpened).not.toHaveBeenCalled();
      expect(bank.log.filter((entry) => entry.method === 'POST')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  // Issue 19: the spec shows no answer for POST /v1/accounts; any 2xx means it is on its way.
  it.each([
    ['an empty object', () => HttpResponse.json({}, { status: 201 })],
    ['no body', () => new HttpResponse(null, { status: 201 })],
    [
      'the public reference’s answer',
      () => HttpResponse.json({ entity: 'account', operation: 'async', status: 'processed' }),
    ],
    [
      'an account',
      () =>
        HttpResponse.json(
          { id: '0f6b5d2e-1c1d-4e59-9a43-2f1f7c1b9e10', currency: 'EUR', title: 'Holidays' },
          { status: 201 },
        ),
    ],
  ])('an answer of %s is taken as done: the account is on its way', async (_, answer) => {
    server.use(readableCatalogue, mswHttp.post(`${TEST_BANK_URL}/v1/accounts`, answer));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { user, onOpened } = renderForm();
      await user.type(await screen.findByLabelText('Account name'), 'Holidays');
      await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
      await user.click(screen.getByRole('button', { name: 'Open account' }));
      expect(await screen.findByText('Opening your account…')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Open account' })).not.toBeInTheDocument();
      // The stand-in bank never lists it: the wait ends by saying it will appear.
      await vi.advanceTimersByTimeAsync(20_000);
      expect(
        await screen.findByText(
          'Your account is being opened; it will appear in your accounts shortly',
        ),
      ).toBeInTheDocument();
      expect(onOpened).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the catalogue is refused, the currency is typed and the bank’s quota refusal is shown at it', async () => {
    server.use(refusedCatalogue);
    const { user } = renderForm();
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
    const { user } = renderForm();
    await user.type(await screen.findByLabelText('Account name'), 'Holidays');
    await user.click(screen.getByRole('radio', { name: 'EUR — 1 of 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm whether your account was opened. Check your accounts before you try again.',
    );
    expect(screen.getByRole('button', { name: 'Open account' })).toBeEnabled();
  });

  it.each([
    ['blocked', 'Your access is blocked', 'See your profile', '/profile'],
    ['rejected', 'Your identity could not be confirmed', 'See your profile', '/profile'],
    ['new', 'You have no client profile yet', 'Create your profile', '/onboarding'],
  ])('%s is told why instead of being offered the form', async (persona, why, link, href) => {
    server.use(readableCatalogue);
    signInAs(persona);
    renderForm();
    expect(await screen.findByRole('heading', { name: why })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryByLabelText('Account name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open account' })).not.toBeInTheDocument();
  });

  it('a client whose identity check is pending is told to wait for it', async () => {
    server.use(readableCatalogue);
    bank.patchClient('ada', { kyc: 'kyc:pending' });
    renderForm();
    expect(
      await screen.findByRole('heading', { name: 'Your identity check is in progress' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Account name')).not.toBeInTheDocument();
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
