import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { formatDate } from '../../lib/i18n/format';
import { definitionOf as detail } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { ProfileRoute } from './profile';

const { bank, signInAs, setAccessToken, requests, renewAccessToken, onSessionEnded } =
  setupMockBank();

const renderProfile = () => renderWithProviders(<ProfileRoute />, { route: '/profile' });

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

    expect(requests()).toEqual(['GET /client 200']);
  });

  it('persona new (no client) → "You have no client profile yet"', async () => {
    signInAs('new');
    renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'You have no client profile yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Create your client profile to open an account.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bank.log.at(-1)).toMatchObject({ path: '/client', status: 404 });
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
    setAccessToken('expired');
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
