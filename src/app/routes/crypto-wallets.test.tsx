import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { CRYPTO_ACCOUNTS } from '../../../mock/bank/seed-crypto';
import { payoutErrors } from '../../api/crypto/errors';
import { exchangeDown, serveExchangeParam } from '../../test/crypto-exchange-kit';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { testConfig } from '../../test/test-config';
import { CryptoWalletsRoute } from './crypto-wallets';

const { bank, requests, accountOf, signInAs, server } = setupMockBank();

const PAYOUTS = '/crypto-exchange/payouts';
const payoutPosts = () => requests(PAYOUTS).filter((line) => line.startsWith('POST'));
// BIP-173's main-network SegWit example.
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

type User = ReturnType<typeof renderWithProviders>['user'];

function renderPage() {
  return renderWithProviders(<CryptoWalletsRoute />, { route: '/crypto/wallets' });
}

/** Registers a Bitcoin wallet named "Cold storage" through the form. */
async function registerWallet(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Bitcoin/ }));
  await user.type(screen.getByRole('textbox', { name: 'Wallet address' }), BTC_ADDRESS);
  await user.type(screen.getByRole('textbox', { name: /Name for this wallet/ }), 'Cold storage');
  await user.click(screen.getByRole('button', { name: 'Register wallet' }));
  await screen.findByRole('list', { name: 'Wallets registered in this visit' });
}

/** Fills the payout details from ada's Bitcoin balance to the wallet and continues. */
async function fillPayout(user: User, amount: string) {
  const bitcoin = accountOf('ada', CRYPTO_ACCOUNTS.adaBitcoin);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'From' }), bitcoin.id);
  const wallet = bank.state.users.get('ada')?.wallets[0];
  if (!wallet) throw new Error('no wallet registered');
  await user.selectOptions(screen.getByRole('combobox', { name: 'To wallet' }), wallet.id);
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return { bitcoin, wallet };
}

/** The description of a term of the review's summary. */
function valueOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('CryptoWalletsRoute', () => {
  it('is not offered to a customer who may not trade', async () => {
    signInAs('blocked');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wallets and payouts' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Your access is blocked' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register wallet' })).toBeNull();
  });

  it('opens under a contract that names no exchange at all', async () => {
    serveExchangeParam(server, null);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Register wallet' })).toBeVisible();
    expect(screen.queryByText(/does not include crypto/)).toBeNull();
  });

  it('takes a wallet registration answered with an empty object as done, and says why it cannot be paid to', async () => {
    // The spec shows no answer for POST /wallets: a bank may answer 201 {} (the mock's alternate reading).
    server.use(
      http.post(`${testConfig.cryptoApiBaseUrl}/wallets`, () =>
        HttpResponse.json({}, { status: 201 }),
      ),
    );
    const { user } = renderPage();
    await registerWallet(user);
    const list = screen.getByRole('list', { name: 'Wallets registered in this visit' });
    expect(within(list).getByText('Cold storage')).toBeVisible();
    expect(
      within(list).getByText(
        'The exchange registered this wallet without a reference for it, so payouts to it cannot be sent from here.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    // No wallet to pay to: the payout form is not offered for it.
    expect(screen.queryByRole('combobox', { name: 'To wallet' })).toBeNull();
  });

  it('says plainly that the exchange is not available when it does not answer', async () => {
    exchangeDown(server, 501);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'The crypto exchange is not available' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register wallet' })).toBeNull();
  });

  it('reviews a payout, sends it once on a double click and says it was sent', async () => {
    const { user } = renderPage();
    expect(
      await screen.findByText(/The bank does not list wallets registered before/),
    ).toBeVisible();
    await registerWallet(user);
    const { bitcoin, wallet } = await fillPayout(user, '0.01');

    expect(
      await screen.findByRole('heading', { name: 'Check and confirm the payout' }),
    ).toHaveFocus();
    expect(valueOf('From')).toHaveTextContent(CRYPTO_ACCOUNTS.adaBitcoin);
    expect(valueOf('To wallet')).toHaveTextContent('Cold storage');
    expect(valueOf('Wallet address')).toHaveTextContent(BTC_ADDRESS);
    expect(valueOf('Network')).toHaveTextContent('Bitcoin main network');
    expect(valueOf('Amount')).toHaveTextContent(/0\.01\sBTC/);
    expect(payoutPosts()).toEqual([]);

    // Two clicks before React renders again (a double click on a slow page) send one payout.
    const confirm = screen.getByRole('button', { name: 'Confirm and send' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Payout sent' })).toHaveFocus();
    expect(payoutPosts()).toEqual([`POST ${PAYOUTS} 201`]);
    const stored = bank.state.users.get('ada')?.payouts ?? [];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      walletId: wallet.id,
      amount: '0.01',
      currency: 'BTC',
      accountId: bitcoin.id,
    });
    expect(screen.getByText('Status: started: the bank is sending it')).toBeVisible();
    expect(screen.getByText(stored[0]?.id ?? '-')).toBeVisible();
  });

  it('catches an amount above what is available or with too many decimals before the review', async () => {
    const { user } = renderPage();
    await registerWallet(user);
    await fillPayout(user, '0.06');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is more than the balance has available',
    );
    await user.clear(amount);
    await user.type(amount, '0.000000001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/at most 8 decimal places/);
    expect(payoutPosts()).toEqual([]);
  });

  it('takes the bank’s refusal back to the details, at the field it concerns', async () => {
    const { user } = renderPage();
    await registerWallet(user);
    // Below the mock's smallest Bitcoin payout (0.0001, mock/bank/crypto/payouts.ts).
    await fillPayout(user, '0.00005');
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));

    const notice = await screen.findByRole('heading', {
      name: 'The bank did not send this payout',
    });
    expect(notice.parentElement).toHaveTextContent(
      `The bank said: “${payoutErrors.amountBelowMinimum}”`,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /below the smallest payout/,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.00005');
    expect(payoutPosts()).toEqual([`POST ${PAYOUTS} 400`]);
  });

  it('says the outcome is unknown after a lost answer, and sends again only when asked', async () => {
    bank.faults.add(
      faultRuleSchema.parse({ path: PAYOUTS, method: 'POST', kind: 'commitThen504' }),
    );
    const { user } = renderPage();
    await registerWallet(user);
    const { bitcoin } = await fillPayout(user, '0.01');
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));

    const heading = await screen.findByRole('heading', { name: 'Outcome unknown' });
    expect(heading).toHaveFocus();
    const result = heading.nextElementSibling as HTMLElement;
    expect(within(result).getByText(/no list of payouts/)).toBeVisible();
    expect(
      within(result).getByRole('link', {
        name: `See the history of ${CRYPTO_ACCOUNTS.adaBitcoin}`,
      }),
    ).toHaveAttribute('href', `/history?accountId=${bitcoin.id}`);
    expect(screen.queryByText(/failed/i)).toBeNull();
    expect(payoutPosts()).toEqual([`POST ${PAYOUTS} 504`]);

    await user.click(within(result).getByRole('button', { name: 'Send again (may duplicate)' }));
    expect(await screen.findByRole('heading', { name: 'Payout sent' })).toBeVisible();
    expect(payoutPosts()).toEqual([`POST ${PAYOUTS} 504`, `POST ${PAYOUTS} 201`]);
  });
});
