import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { definitionOf as detail } from '../../test/dom';
import { ToastViewport } from '../../components/ui/toast';
import { renderWithProviders, setupMockBank, TEST_BANK_URL } from '../../test/mock-bank-harness';
import { ProfileRoute } from './profile';

const { bank, server, signInAs, setAccessToken, requests, renewAccessToken, onSessionEnded } =
  setupMockBank();

// No retries, so a failure shows at once; the app's staleTime (src/api/query-client.ts), so
// the catalogue the route starts early is the one the contract's name reads.
const renderProfile = () =>
  renderWithProviders(<ProfileRoute />, {
    route: '/profile',
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    }),
  });

describe('ProfileRoute against the mock bank', () => {
  it('shows a loading state, then ada’s profile', async () => {
    renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    expect(detail('Name')).toHaveTextContent(/^Ada$/);
    expect(detail('Surname')).toHaveTextContent(/^Lovelace$/);
    expect(within(detail('Account status')).getByText('Active')).toBeInTheDocument();
    expect(within(detail('Identity verification')).getByText('Verified')).toBeInTheDocument();
    // ada's contract is BasicContract, titled "Basic" in the catalogue (mock/bank/seed-contracts.ts).
    await waitFor(() => expect(detail('Contract')).toHaveTextContent(/^Basic$/));
    // Her terms version is 2025-01-01T00:00:00Z (mock/bank/seed-helpers.ts): a date, no time,
    // in en-GB's medium style (the app's one date style).
    expect(detail('Terms you accepted')).toHaveTextContent(/^Terms of 1 Jan 2025$/);
    // The raw values are only inside the closed "Details for support".
    const raw = screen.getAllByText(/BasicContract|T00:00/);
    expect(raw).toHaveLength(2);
    for (const value of raw) expect(value).not.toBeVisible();
    expect(detail('Nationality')).toHaveTextContent(/^United Kingdom$/);

    // Her birthday 1990-12-10 (the seed) in en-GB's medium date style.
    expect(detail('Date of birth')).toHaveTextContent(/^10 Dec 1990$/);

    // +447700900123 (the seed) in the UK numbering plan's international format.
    expect(detail('Phone')).toHaveTextContent(/^\+44 7700 900123$/);
    const lines = Array.from(detail('Address').querySelectorAll('.details__line')).map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(['221B Baker Street', 'NW1 6XE London', 'United Kingdom']);

    // The catalogue that names the contract is read beside the profile, not after it.
    expect([...requests()].sort()).toEqual(['GET /client 200', 'GET /contracts/clients 200']);
  });

  it('asks for the catalogue that names the contract while the profile is on its way', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mswHttp.get(`${TEST_BANK_URL}/client`, async () => {
        await released;
        // Nothing returned: the request goes on to the mock bank's own handler.
      }),
    );
    renderProfile();
    await waitFor(() =>
      expect(requests('/contracts/clients')).toEqual(['GET /contracts/clients 200']),
    );
    expect(requests('/client')).toEqual([]);
    release();
    await waitFor(() => expect(detail('Contract')).toHaveTextContent(/^Basic$/));
    expect(requests('/contracts/clients')).toEqual(['GET /contracts/clients 200']);
  });

  it('keeps the bank’s references one click away, under "Details for support"', async () => {
    const { user } = renderProfile();
    const summary = await screen.findByText('Details for support', { selector: 'summary' });
    const disclosure = summary.closest('details');
    if (!disclosure) throw new Error('no <details> around the summary');
    expect(within(disclosure).getByText('BasicContract')).not.toBeVisible();

    await user.click(summary);
    expect(detail('Contract reference', disclosure)).toHaveTextContent(/^BasicContract$/);
    expect(detail('Terms version', disclosure)).toHaveTextContent(/^2025-01-01T00:00:00Z$/);
    expect(detail('Contract reference', disclosure)).toBeVisible();
  });

  it('a changed phone number is confirmed in the shell’s toast, and shown', async () => {
    const { user } = renderWithProviders(
      <>
        <ProfileRoute />
        <ToastViewport />
      </>,
      { route: '/profile' },
    );
    await user.click(await screen.findByRole('button', { name: 'Change phone number' }));
    const field = screen.getByLabelText('New phone number');
    await user.clear(field);
    await user.type(field, '+44 7911 123456');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Your phone number was changed\.$/),
    );
    expect(bank.state.users.get('ada')?.client?.phone).toBe('+447911123456');
    // The form is gone: focus is back on what opened it, not lost to the page.
    expect(screen.getByRole('button', { name: 'Change phone number' })).toHaveFocus();
  });

  it('a contract the catalogue does not hold is named as the bank gives it, not guessed withdrawn', async () => {
    bank.patchClient('ada', { contract: 'RetiredContract' });
    renderProfile();
    expect(
      await screen.findByText('RetiredContract (the bank does not list its terms)'),
    ).toBeInTheDocument();
    expect(detail('Contract')).not.toHaveTextContent(/no longer on offer/);
  });

  it('persona new (no client) → "You have no client profile yet"', async () => {
    signInAs('new');
    renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'You have no client profile yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Create your client profile to open an account.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests('/client')).toEqual(['GET /client 404']);
  });

  it('a 500 says what happened and what to do, never the server’s text; "Try again" then shows the profile', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/client', kind: 'error500', count: 1 }));
    const { user } = renderProfile();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The bank had a problem answering. Please try again in a few minutes, and contact the bank’s support if it keeps happening.',
    );
    expect(alert).not.toHaveTextContent(/Internal server error|The bank said/);
    expect(screen.queryByText('Personal details')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('Ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests('/client')).toEqual(['GET /client 500', 'GET /client 200']);
  });

  it('a dropped connection shows the network error', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/client', kind: 'drop' }));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bank could not be reached. Check your connection and try again.',
    );
  });

  it('a 401 is answered by one renewal and one retry, and the profile shows', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/client', kind: 'unauthorized' }));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(requests('/client')).toEqual(['GET /client 401', 'GET /client 200']);
  });

  it('a token the bank refuses even after renewal ends the session', async () => {
    setAccessToken('expired');
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    // Once per request (the profile and the catalogue, read together): the harness's renewal
    // is a plain function, where the app's auth client makes it single-flight.
    expect(renewAccessToken).toHaveBeenCalledTimes(2);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
    expect(requests('/client')).toEqual(['GET /client 401', 'GET /client 401']);
  });

  it('renders strings from the API as text, never as HTML', async () => {
    const ada = bank.state.users.get('ada')?.client;
    if (!ada) throw new Error('ada is not seeded');
    ada.name = '<img src=x onerror="window.__pwned=1">';
    ada.surname = '<b>Bold</b>';
    renderProfile();
    expect(await screen.findByText('<img src=x onerror="window.__pwned=1">')).toBeInTheDocument();
    expect(screen.getByText('<b>Bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('dd b')).toBeNull();
  });
});
