import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockBank } from '../../../mock/bank/bank';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { bankHandlers } from '../../../mock/bank/msw-handlers';
import { createHttpClient, installHttpClient } from '../../api/http';
import { formatDate } from '../../lib/i18n/format';
import { I18nProvider } from '../../lib/i18n/i18n';
import { ConfigProvider } from '../../config/config-context';
import { testConfig } from '../../test/test-config';
import { ProfileRoute } from './profile';

const BASE = 'http://bank.test';

const bank = new MockBank({
  verifyToken: async (token) => (token.startsWith('t:') ? { sub: token.slice(2) } : null),
});
const server = setupServer(...bankHandlers(bank, BASE));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let token: string;
let renewAccessToken: ReturnType<typeof vi.fn<() => Promise<string>>>;
let onSessionEnded: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  token = 't:ada';
  renewAccessToken = vi.fn<() => Promise<string>>(() => Promise.resolve(token));
  onSessionEnded = vi.fn<() => void>();
  installHttpClient(
    createHttpClient({
      baseUrls: { core: BASE, crypto: `${BASE}/crypto-exchange` },
      getAccessToken: () => token,
      renewAccessToken: () => renewAccessToken(),
      onSessionEnded: () => onSessionEnded(),
    }),
  );
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  bank.reset();
  installHttpClient(null);
});

function renderProfile() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="en">
        <ConfigProvider config={testConfig}>
          <MemoryRouter initialEntries={['/profile']}>
            <ProfileRoute />
          </MemoryRouter>
        </ConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** The <dd> that follows the <dt> with this label. */
function detail(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement) || definition.tagName !== 'DD') {
    throw new Error(`No <dd> after the term ${label}`);
  }
  return definition;
}

describe('ProfileRoute against the mock bank', () => {
  it('shows a loading state, then ada’s profile', async () => {
    renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    // The phone-change announcement region is there, silent until a change is saved.
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);

    expect(detail('Name')).toHaveTextContent(/^Ada$/);
    expect(detail('Surname')).toHaveTextContent(/^Lovelace$/);
    expect(within(detail('Account status')).getByText('Active')).toBeInTheDocument();
    expect(within(detail('Identity verification')).getByText('Verified')).toBeInTheDocument();
    expect(detail('Contract')).toHaveTextContent(/^BasicContract$/);
    expect(detail('Nationality')).toHaveTextContent(/^United Kingdom$/);

    // The en locale's long date, as formatDate gives it in Node's ICU.
    const birthday = formatDate('1990-12-10', 'en');
    expect(birthday).toBe('December 10, 1990');
    expect(detail('Date of birth')).toHaveTextContent(birthday);

    expect(detail('Phone')).toHaveTextContent(/^\+447700900123$/);
    const lines = Array.from(detail('Address').querySelectorAll('.details__line')).map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(['221B Baker Street', 'NW1 6XE London', 'United Kingdom']);

    expect(bank.log.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/client', status: 200 },
    ]);
  });

  it('persona new (no client) → "You have no client profile yet"', async () => {
    token = 't:new';
    renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'You have no client profile yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Create your client profile to open an account.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bank.log.at(-1)).toMatchObject({ path: '/client', status: 404 });
  });

  it('a 500 shows an alert with the bank’s message; "Try again" then shows the profile', async () => {
    bank.faults.add(faultRuleSchema.parse({ path: '/client', kind: 'error500', count: 1 }));
    const user = userEvent.setup();
    renderProfile();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bank had a problem answering');
    expect(alert).toHaveTextContent('The bank said: Internal server error');
    expect(screen.queryByText('Personal details')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('Ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bank.log.map((entry) => entry.status)).toEqual([500, 200]);
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
    expect(bank.log.map((entry) => entry.status)).toEqual([401, 200]);
  });

  it('a token the bank refuses even after renewal ends the session', async () => {
    token = 'expired';
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(bank.log.map((entry) => entry.status)).toEqual([401, 401]);
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
