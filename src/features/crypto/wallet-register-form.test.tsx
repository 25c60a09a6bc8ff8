import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../../mock/bank/faults';
import { useSessionWallets } from '../../api/crypto/session-wallets';
import { ToastViewport } from '../../components/ui/toast';
import { renderWithProviders, setupMockBank } from '../../test/mock-bank-harness';
import { WalletList } from './wallet-list';
import { WalletRegisterForm } from './wallet-register-form';

const { bank, requests } = setupMockBank();

const WALLETS = '/crypto-exchange/wallets';
const posts = () => requests(WALLETS).filter((line) => line.startsWith('POST'));

// Addresses from BIP-173 (Bitcoin SegWit, main and test network) and EIP-55 (Ethereum).
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const BTC_TESTNET = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const ETH_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

function Screen() {
  const wallets = useSessionWallets(undefined);
  return (
    <>
      <WalletRegisterForm companyId={undefined} />
      <WalletList wallets={wallets.data ?? []} />
      <ToastViewport />
    </>
  );
}

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  currency: RegExp,
  address: string,
  label = '',
) {
  await user.click(screen.getByRole('radio', { name: currency }));
  const field = screen.getByRole('textbox', { name: 'Wallet address' });
  await user.clear(field);
  await user.type(field, address);
  if (label) await user.type(screen.getByRole('textbox', { name: /Name for this wallet/ }), label);
}

const submitButton = () => screen.getByRole('button', { name: 'Register wallet' });

describe('WalletRegisterForm', () => {
  it('asks for the currency and the address before anything is sent', async () => {
    const { user } = renderWithProviders(<Screen />);
    await user.click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Choose a currency' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Enter the wallet address' })).toBeVisible();
    expect(posts()).toEqual([]);
  });

  it('explains, per currency, an address that does not fit, and sends nothing', async () => {
    const { user } = renderWithProviders(<Screen />);
    const address = () => screen.getByRole('textbox', { name: 'Wallet address' });

    await fill(user, /Bitcoin/, BTC_TESTNET);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitcoin test network address');
    expect(address()).toHaveAccessibleDescription(/no real bitcoin can be sent to it/);

    await fill(user, /Bitcoin/, ETH_ADDRESS);
    await user.click(submitButton());
    expect(address()).toHaveAccessibleDescription(/This is an address for Ether \(ETH\)/);

    // One capital letter made small: the EIP-55 checksum no longer matches.
    await fill(user, /Ether/, ETH_ADDRESS.replace('fB69', 'fb69'));
    await user.click(submitButton());
    expect(address()).toHaveAccessibleDescription(/does not match its own check/);

    await fill(user, /Ether/, '0x1234');
    await user.click(submitButton());
    expect(address()).toHaveAccessibleDescription(/This is not a valid Ether \(ETH\) address/);
    expect(posts()).toEqual([]);
  });

  it('registers a valid address once, trimmed, and lists it with its name', async () => {
    const { user } = renderWithProviders(<Screen />);
    expect(screen.getByText('No wallet registered yet in this visit.')).toBeVisible();
    await fill(user, /Bitcoin/, `  ${BTC_ADDRESS} `, 'Cold storage');
    // Two submits before React renders again still send one request.
    const form = submitButton().closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);

    const list = await screen.findByRole('list', { name: 'Wallets registered in this visit' });
    expect(within(list).getByText('Cold storage')).toBeVisible();
    expect(within(list).getByText('Bitcoin (BTC)')).toBeVisible();
    expect(within(list).getByText('bc1qw508…v8f3t4')).toBeVisible();
    expect(posts()).toEqual([`POST ${WALLETS} 201`]);
    const stored = bank.state.users.get('ada')?.wallets ?? [];
    expect(
      stored.map(({ address, currency, network, label }) => [address, currency, network, label]),
    ).toEqual([[BTC_ADDRESS, 'BTC', 'bitcoin', 'Cold storage']]);
    // The form is empty again for the next wallet, and the toast says what happened.
    expect(screen.getByRole('textbox', { name: 'Wallet address' })).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Wallet “Cold storage” registered\. You can send a payout to it below\.$/,
    );
  });

  it('shows the bank’s refusal of an address registered before at the address', async () => {
    const { user } = renderWithProviders(<Screen />);
    await fill(user, /Ether/, ETH_ADDRESS);
    await user.click(submitButton());
    await screen.findByRole('list', { name: 'Wallets registered in this visit' });

    await fill(user, /Ether/, ETH_ADDRESS);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address is already registered',
    );
    expect(screen.getByRole('textbox', { name: 'Wallet address' })).toHaveAccessibleDescription(
      /already registered/,
    );
    expect(posts()).toEqual([`POST ${WALLETS} 201`, `POST ${WALLETS} 400`]);
  });

  it('says the outcome is unknown when the answer is lost', async () => {
    bank.faults.add(
      faultRuleSchema.parse({ path: WALLETS, method: 'POST', kind: 'commitThen504' }),
    );
    const { user } = renderWithProviders(<Screen />);
    await fill(user, /Bitcoin/, BTC_ADDRESS);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'we do not know whether the wallet was registered',
    );
    expect(screen.queryByRole('list', { name: 'Wallets registered in this visit' })).toBeNull();
  });
});
