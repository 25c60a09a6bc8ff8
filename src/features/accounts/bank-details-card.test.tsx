import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import type { AccountRecord } from '../../../mock/bank/state';
import type { Account } from '../../api/accounts/schemas';
import { ToastViewport } from '../../components/ui/toast';
import { definitionOf as value } from '../../test/dom';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { BankDetailsCard } from './bank-details-card';

const { bank, signInAs, requests, accountOf: record } = setupMockBank();

/** The v1 list item of a seeded record, as the app receives it. */
function asAccount(source: AccountRecord): Account {
  return {
    id: source.id,
    currency: source.currency,
    status: source.status,
    pending: source.pending,
    posted: source.available,
    title: source.title,
    companyId: source.companyId,
    products: [{ extAccountId: source.extAccountId, id: source.productId }],
  };
}

/** The card, and the shell's toast that says what was copied. */
const renderCard = (account: Account) =>
  renderWithProviders(
    <>
      <BankDetailsCard account={account} />
      <ToastViewport />
    </>,
  );

describe('BankDetailsCard', () => {
  it('shows the GBP details from GET /v1/ext-accounts, IBAN in groups of four, sort code with dashes', async () => {
    const gbp = record('ada', 'Pounds');
    renderCard(asAccount(gbp));
    expect(await screen.findByText('GB33 BUKB 2020 1555 5555 55')).toBeInTheDocument();
    expect(value('BIC')).toHaveTextContent('BUKBGB22');
    expect(value('Account holder')).toHaveTextContent('Ada Lovelace');
    expect(value('Account number')).toHaveTextContent('55555555');
    expect(value('Sort code')).toHaveTextContent('20-20-15');
    expect(requests()).toEqual([`GET /v1/ext-accounts/${gbp.extAccountId} 200`]);
  });

  it('copies the raw IBAN and says so in the toast; "Copy all details" copies a text block', async () => {
    const { user } = renderCard(asAccount(record('ada', 'Everyday euros')));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenLastCalledWith('DE89370400440532013000');
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('IBAN copied');

    await user.click(screen.getByRole('button', { name: 'Copy all details' }));
    expect(writeText).toHaveBeenLastCalledWith(
      [
        'Account holder: Ada Lovelace',
        'IBAN: DE89 3704 0044 0532 0130 00',
        'BIC: COBADEFFXXX',
        'Bank: Mock Bank Europe',
      ].join('\n'),
    );
    expect(live).toHaveTextContent('All bank details copied');
  });

  it('a refused copy says so instead of claiming success', async () => {
    const { user } = renderCard(asAccount(record('ada', 'Everyday euros')));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy BIC' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Copying did not work. Select the text and copy it yourself.',
    );
  });

  it('leading an empty account, it says how to pay in and offers the share sheet where there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    try {
      const { user } = renderWithProviders(
        <BankDetailsCard account={asAccount(record('ada', 'Everyday euros'))} lead />,
      );
      const card = screen.getByRole('region', { name: 'Add money' });
      expect(card).toHaveTextContent(/send a transfer to these details from another bank account/);
      await user.click(await within(card).findByRole('button', { name: 'Share details' }));
      expect(share).toHaveBeenCalledTimes(1);
      // The seed's details of the account (mock/bank/seed.ts), as shown on the card.
      expect(share.mock.calls[0]?.[0]).toEqual({
        title: 'Bank details',
        text: expect.stringContaining('IBAN: DE89 3704 0044 0532 0130 00') as string,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers no share button where the browser has no share sheet, nor on an account in use', async () => {
    expect('share' in navigator).toBe(false);
    const { unmount } = renderWithProviders(
      <BankDetailsCard account={asAccount(record('ada', 'Everyday euros'))} lead />,
    );
    expect(await screen.findByRole('button', { name: 'Copy all details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share details' })).toBeNull();
    unmount();

    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    try {
      renderCard(asAccount(record('ada', 'Everyday euros')));
      expect(await screen.findByRole('button', { name: 'Copy all details' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Share details' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to the deprecated endpoint when the new one answers 500', async () => {
    const eur = record('ada', 'Everyday euros');
    bank.faults.add(faultRuleSchema.parse({ path: '/v1/ext-accounts/*', kind: 'error500' }));
    renderCard(asAccount(eur));
    expect(await screen.findByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(requests()).toEqual([
      `GET /v1/ext-accounts/${eur.extAccountId} 500`,
      `GET /account/details/${eur.id} 200`,
    ]);
  });

  it('falls back when the account has no ext account id', async () => {
    const eur = record('ada', 'Everyday euros');
    renderCard({ ...asAccount(eur), products: [] });
    expect(await screen.findByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(requests()).toEqual([`GET /account/details/${eur.id} 200`]);
  });

  it('malformed details on both endpoints → "Bank details are not available yet", no alert', async () => {
    signInAs('acme');
    const savings = record('acme', 'Savings');
    renderCard(asAccount(savings));
    const card = screen.getByRole('region', { name: 'Bank details' });
    expect(await within(card).findByText('Bank details are not available yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    expect(requests()).toEqual([
      `GET /v1/ext-accounts/${savings.extAccountId} 200`,
      `GET /account/details/${savings.id} 200`,
    ]);
  });

  it('when both endpoints fail, shows the error with a way to try again', async () => {
    const eur = record('ada', 'Everyday euros');
    bank.faults.add(faultRuleSchema.parse({ path: '/v1/ext-accounts/*', kind: 'error500' }));
    bank.faults.add(faultRuleSchema.parse({ path: '/account/details/*', kind: 'error500' }));
    const { user } = renderCard(asAccount(eur));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bank had a problem answering');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
  });
});
