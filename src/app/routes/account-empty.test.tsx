import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../test/account-page-kit';
import { precedes } from '../../test/dom';
import { createAccount } from '../../api/accounts/requests';
import { setupMockBank } from '../../test/mock-bank-harness';

// The bank's own clock, so an account it opens can be let through at once (it lists a new
// account only a little after opening it).
const { accountOf, advanceClock, userOf } = setupMockBank({ startAt: '2026-11-02T09:00:00Z' });

/** Ada opens a new account through the bank; it has nothing in it and no history. */
async function openEmptyAccount(title: string) {
  await createAccount({ title, currency: 'EUR' });
  advanceClock(60_000);
  const opened = userOf('ada').accounts.find((account) => account.title === title);
  if (!opened) throw new Error('The bank did not open the account');
  return opened;
}

describe('An account with nothing in it', () => {
  it('leads with "Add money": its bank details first, ready to copy, and sending after', async () => {
    const opened = await openEmptyAccount('Holiday fund');
    renderAccountPage(`/accounts/${opened.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Holiday fund' });

    const actions = screen.getByRole('list', { name: 'Account actions' });
    const addMoney = await within(actions).findByRole('link', {
      name: 'Add money: see the bank details to pay into this account',
    });
    const send = within(actions).getByRole('link', { name: 'Send money from this account' });
    expect(precedes(addMoney, send)).toBe(true);
    expect(addMoney).toHaveClass('round-actions__link--primary');
    expect(send).not.toHaveClass('round-actions__link--primary');
    // "Add money" is the way to the bank details: no second button for them.
    expect(within(actions).queryByRole('link', { name: 'Bank details' })).toBeNull();

    // The details are the page's first section, before the (empty) latest activity.
    const details = screen.getByRole('region', { name: 'Add money' });
    expect(addMoney).toHaveAttribute('href', `#${details.getAttribute('aria-labelledby')}`);
    const recent = screen.getByRole('region', { name: 'Recent transactions' });
    expect(precedes(details, recent)).toBe(true);
    const { iban } = JSON.parse(opened.bankDetails) as { iban: string };
    expect(await within(details).findByRole('button', { name: 'Copy IBAN' })).toBeInTheDocument();
    // The whole IBAN the bank gave the account, as shown (in groups of four).
    const shown = within(details).getByText(/^[A-Z]{2}\d{2} /).textContent ?? '';
    expect(shown.replace(/\s+/g, '')).toBe(iban.replace(/\s+/g, ''));
    expect(screen.queryByRole('region', { name: 'Bank details' })).toBeNull();
  });

  it('an account with money keeps "Send money" first and its bank details further down', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    renderAccountPage(`/accounts/${eur.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Everyday euros' });
    const actions = screen.getByRole('list', { name: 'Account actions' });
    const send = await within(actions).findByRole('link', { name: 'Send money from this account' });
    expect(send).toHaveClass('round-actions__link--primary');
    expect(within(actions).queryByRole('link', { name: /Add money/ })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Bank details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add money' })).toBeNull();
  });
});
