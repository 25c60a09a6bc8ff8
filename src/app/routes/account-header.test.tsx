import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../test/account-page-kit';
import { precedes } from '../../test/dom';
import { setupMockBank } from '../../test/mock-bank-harness';

const { accountOf, companyOf, signInAs } = setupMockBank();

/** The last four characters of the IBAN the mock bank seeded for the account. */
function ibanEnding(bankDetails: string): string {
  const { iban } = JSON.parse(bankDetails) as { iban: string };
  return iban.replace(/\s+/g, '').slice(-4);
}

describe('The top of an account’s page', () => {
  it('says what the account is above its name, its actions next, then the money available', async () => {
    const eur = accountOf('ada', 'Everyday euros');
    renderAccountPage(`/accounts/${eur.id}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Everyday euros' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const line = await screen.findByText(`EUR · IBAN ending ${ibanEnding(eur.bankDetails)}`);
    const actions = screen.getByRole('list', { name: 'Account actions' });
    const send = await within(actions).findByRole('link', { name: 'Send money from this account' });
    expect(within(actions).getByRole('link', { name: 'Bank details' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'See full history' })).toBeInTheDocument();
    const available = (await screen.findAllByText('Available', { exact: true }))[0];

    expect(precedes(line, heading)).toBe(true);
    expect(precedes(heading, send)).toBe(true);
    expect(available && precedes(actions, available)).toBe(true);
  });

  it('names the company first for a company’s account', async () => {
    signInAs('acme');
    const corporation = companyOf('acme', 'Acme Corporation');
    const operating = accountOf('acme', 'Acme operating');
    renderAccountPage(`/accounts/${operating.id}?companyId=${corporation.companyId}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Acme operating' });
    // The seed gives this account no bank details: the line has no number.
    expect(operating.bankDetails).toBe('{}');
    const line = await screen.findByText(`Acme Corporation · ${operating.currency}`);
    expect(precedes(line, heading)).toBe(true);
  });
});
