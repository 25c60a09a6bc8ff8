import Big from 'big.js';
import type { Page } from '@playwright/test';
import { CRYPTO_ACCOUNTS, SEEDED_CRYPTO_BALANCES } from '../mock/bank/seed-crypto';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test, type MockControl } from './fixtures';
import { seededAccount } from './transfers-steps';

// ada registers an external Bitcoin wallet (an address of the test network is explained
// first) and sends a payout to it from her Bitcoin balance: reviewed, sent once (a double
// click too), the body as the app sent it, and the balance read again. Figures come from the
// mock's seed (mock/bank/seed-crypto.ts), worked out with big.js, never by the app's code.

const WALLETS = '/crypto-exchange/wallets';
const PAYOUTS = '/crypto-exchange/payouts';
const BITCOIN = seededAccount('ada', CRYPTO_ACCOUNTS.adaBitcoin);
// BIP-173's examples: the same SegWit program on the main and on the test network.
const MAIN_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TEST_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

async function posts(mock: MockControl, path: string) {
  return (await mock.requests()).filter(
    (request) => request.method === 'POST' && request.path === path,
  );
}

/** "0.04 BTC" as the page writes a crypto amount: at least two decimals, the code after. */
function btc(value: Big): RegExp {
  const [whole = '0', fraction = ''] = value.toFixed(8).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(2, '0');
  return new RegExp(`${whole}\\.${decimals}\\sBTC`);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name });

test('ada registers a Bitcoin wallet and sends a payout to it once', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', '/crypto/wallets');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallets and payouts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wallets', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/The bank does not list wallets registered before/)).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  // A test-network address is explained at the field, and nothing is sent.
  await page.getByRole('radio', { name: /Bitcoin/ }).check();
  const address = page.getByRole('textbox', { name: 'Wallet address' });
  await address.fill(TEST_ADDRESS);
  await page.getByRole('button', { name: 'Register wallet' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(address).toHaveAccessibleDescription(/Bitcoin test network address/);
  expect(await posts(mock, WALLETS)).toEqual([]);
  await expectAccessibleWideAndNarrow(page);

  // The main-network address is registered once and listed with its name.
  await address.fill(MAIN_ADDRESS);
  await page.getByRole('textbox', { name: /Name for this wallet/ }).fill('Cold storage');
  const registered = page.waitForResponse(
    (response) => response.url().endsWith(WALLETS) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Register wallet' }).click();
  const wallet = (await (await registered).json()) as { id: string };
  const list = page.getByRole('list', { name: 'Wallets registered in this visit' });
  await expect(list.getByText('Cold storage', { exact: true })).toBeVisible();
  await expect(list.getByText('bc1qw508…v8f3t4')).toBeVisible();
  expect((await posts(mock, WALLETS)).map((request) => request.status)).toEqual([201]);
  await expectAccessibleWideAndNarrow(page);

  // The payout's details, then the review: nothing is sent by reaching it.
  const available = new Big(SEEDED_CRYPTO_BALANCES.adaBitcoin);
  const from = page.getByRole('combobox', { name: 'From' });
  await from.selectOption(BITCOIN.id);
  await expect(from.getByRole('option', { selected: true })).toHaveText(btc(available));
  await page.getByRole('combobox', { name: 'To wallet' }).selectOption(wallet.id);
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Check and confirm the payout')).toBeFocused();
  const review = page.locator('.crypto-wallets__summary');
  await expect(review).toContainText(MAIN_ADDRESS);
  await expect(review).toContainText('Bitcoin main network');
  await expect(review).toContainText(btc(new Big('0.01')));
  await expect(review).toContainText(btc(available.minus('0.01')));
  expect(await posts(mock, PAYOUTS)).toEqual([]);
  await expectAccessibleWideAndNarrow(page);

  // A slow bank: the double click's second click arrives while the first is on its way.
  await mock.fault({ path: PAYOUTS, method: 'POST', kind: 'latency', latencyMs: 1500 });
  const sent = page.waitForRequest(
    (request) => request.url().endsWith(PAYOUTS) && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Confirm and send' }).dblclick();
  expect((await sent).postDataJSON()).toEqual({
    walletId: wallet.id,
    amount: '0.01',
    currency: 'BTC',
    accountIdFrom: BITCOIN.id,
  });
  await expect(stepHeading(page, 'Payout sent')).toBeFocused();
  await expect(page.getByText('Status: started: the bank is sending it')).toBeVisible();
  expect((await posts(mock, PAYOUTS)).map((request) => request.status)).toEqual([201]);
  await expectAccessibleWideAndNarrow(page);

  // The balance is read again: 0.01 BTC less is available.
  await page.getByRole('button', { name: 'Send another payout' }).click();
  await from.selectOption(BITCOIN.id);
  await expect(from.getByRole('option', { selected: true })).toHaveText(
    btc(available.minus('0.01')),
  );
});
