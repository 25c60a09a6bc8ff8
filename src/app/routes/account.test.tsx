import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../test/account-page-kit';
import { definitionOf } from '../../test/dom';
import { holdRequest } from '../../test/hold-request';
import { setupMockBank } from '../../test/mock-bank-harness';

const { server, requests, accountOf } = setupMockBank();

describe('AccountRoute against the mock bank', () => {
  it('asks for the transactions while the account list is still on its way (no waterfall)', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const held = holdRequest(server, '/v1/accounts');
    renderAccountPage(`/accounts/${eur.id}`);

    // The transactions are answered although the account list has not been yet.
    await waitFor(() => expect(requests('/v1/transactions')).toEqual(['GET /v1/transactions 200']));
    expect(requests('/v1/accounts')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    held.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Everyday euros' }),
    ).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent transactions' });
    expect(
      await within(recent).findByRole('group', { name: /most recent transactions/ }),
    ).toBeInTheDocument();
    // Started early, read once.
    expect(requests('/v1/transactions')).toEqual(['GET /v1/transactions 200']);
    expect(requests('/v1/accounts')).toEqual(['GET /v1/accounts 200']);
  });

  it('keeps the bank’s alias out of the summary, one click away under "Details for support"', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    const { user } = renderAccountPage(`/accounts/${eur.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Everyday euros' });
    // The seed's alias of the account (mock/bank/seed-helpers.ts: its title, hyphenated).
    expect(eur.alias).toBe('everyday-euros');
    expect(definitionOf('Currency')).toHaveTextContent(/^EUR$/);
    // Only in the closed disclosure, not as a row of the summary.
    expect(screen.getAllByText('everyday-euros')).toHaveLength(1);
    expect(screen.getByText('everyday-euros')).not.toBeVisible();

    await user.click(screen.getByText('Details for support', { selector: 'summary' }));
    expect(definitionOf('Account alias')).toHaveTextContent(/^everyday-euros$/);
    expect(definitionOf('Account alias')).toBeVisible();
  });

  it('offers sending money from an account of money, not from a crypto holding', async () => {
    renderAccountPage(`/accounts/${accountOf('ada', 'Everyday euros').id}`);
    await screen.findByRole('heading', { level: 1, name: 'Everyday euros' });
    expect(
      await screen.findByRole('link', { name: 'Send money from this account' }),
    ).toBeInTheDocument();
  });

  it('a crypto holding moves through the exchange: no "Send money" on its page', async () => {
    renderAccountPage(`/accounts/${accountOf('ada', 'Bitcoin').id}`);
    await screen.findByRole('heading', { level: 1, name: 'Bitcoin' });
    expect(await screen.findAllByRole('link', { name: 'See full history' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Send money from this account' })).toBeNull();
  });
});
