import type { Page } from '@playwright/test';
import Big from 'big.js';
import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow, expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';
import { onOneRow } from './rows';

// ada's market and her first order (issue 12 §1, §2, §6; issue 19): she sees the pairs with
// their spreads, buys bitcoin for 100 EUR at market with the estimate, the fee and the account
// she pays from shown before she confirms (where the bitcoin goes is the exchange's to decide),
// and one POST carries exactly the public reference's four properties even when she double
// clicks. A volume below the minimum and one with too many decimals are explained; ETH/EUR's
// limit type cannot be chosen. Prices are set through the mock's control API
// (docs/mock-control-api.md), so every expected figure is computed here with big.js.

const PRICES = {
  'BTC/EUR': { ask: '60012.34', bid: '59987.66' },
  'ETH/EUR': { ask: '3001.50', bid: '2998.50' },
  'BTC/GBP': { ask: '51025.00', bid: '50975.00' },
} as const;
/**
 * ada's contract in the mock's seed is BasicContract, whose param naming the exchange
 * (`cryptoExchange`) charges 0.5 % of an order's volume in its EUR `transferPlane` entry.
 */
const FEE_PERCENT = '0.5';
const ORDERS = '/crypto-exchange/orders';

const adaAccounts = seedBank().users.get('ada')?.accounts ?? [];
const accountId = (title: string) => {
  const found = adaAccounts.find((account) => account.title === title);
  if (!found) throw new Error(`ada has no account ${title} in the seed`);
  return found.id;
};

/** "€60,012.34" from "60012.34" (en grouping, two decimals, as the table shows euros). */
function euros(value: Big): string {
  const [whole = '0', cents = '00'] = value.toFixed(2).split('.');
  return `€${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

function rowOf(page: Page, pairWords: string) {
  return page
    .getByRole('table', { name: 'Pairs you can trade' })
    .getByRole('row', { name: new RegExp(`^${pairWords}`) });
}

test.beforeEach(async ({ mock, environment }) => {
  void mock;
  const response = await fetch(`${environment.bankUrl}/__control/crypto/prices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ frozen: true, pairs: PRICES }),
  });
  expect(response.ok).toBe(true);
});

test('ada sees the market with its spreads, and ETH/EUR takes no limit orders', async ({
  page,
  signIn,
}) => {
  await signIn('ada', '/crypto');
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto market' })).toBeVisible();
  for (const [pair, words, currency] of [
    ['BTC/EUR', 'Bitcoin / Euro', '€'],
    ['ETH/EUR', 'Ether / Euro', '€'],
    ['BTC/GBP', 'Bitcoin / British Pound', '£'],
  ] as const) {
    const { ask, bid } = PRICES[pair];
    const spread = new Big(ask).minus(bid);
    const mid = new Big(ask).plus(bid).div(2);
    const percent = spread.div(mid).times(100).round(2, Big.roundHalfUp);
    const cells = rowOf(page, words).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(euros(new Big(bid)).replace('€', currency));
    await expect(cells.nth(1)).toHaveText(euros(new Big(ask)).replace('€', currency));
    await expect(cells.nth(2)).toHaveText(
      `${euros(spread).replace('€', currency)} (${percent.toFixed(2)}%)`,
    );
  }
  await expect(rowOf(page, 'Ether / Euro').getByRole('cell').nth(3)).toContainText(
    'Limit: not available for this pair',
  );
  await expect(page.getByText(/^Prices updated at/)).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  await rowOf(page, 'Ether / Euro').getByRole('link', { name: 'Buy Ether with Euro' }).click();
  await expect(page).toHaveURL(/\/crypto\/trade\?pair=ETH%2FEUR&side=buy$/);
  const limit = page.getByRole('radio', { name: 'Limit order' });
  await expect(limit).toBeDisabled();
  await expect(limit).toHaveAccessibleDescription(
    'Not available: the exchange takes no limit orders for Ether / Euro right now.',
  );
  await expect(page.getByRole('radio', { name: 'Market order' })).toBeChecked();
  // A choice is a tile: a press on its words below the name chooses it too.
  const sell = page.getByRole('radio', { name: 'Sell Ether' });
  await expect(sell).not.toBeChecked();
  const hint = await page.getByText('Sell Ether to get EUR.').boundingBox();
  if (!hint) throw new Error('the sell choice has its hint');
  await page.mouse.click(hint.x + hint.width / 2, hint.y + hint.height / 2);
  await expect(sell).toBeChecked();
});

for (const width of [375, 320]) {
  test(`at ${width} px each pair is a card: its prices side by side, Buy and Sell on one row`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn('ada', '/crypto');
    for (const words of ['Bitcoin / Euro', 'Ether / Euro', 'Bitcoin / British Pound']) {
      const row = rowOf(page, words);
      const [sell, buy] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
      await expect(buy).toBeVisible();
      const [base, quote] = words.split(' / ');
      const [buyLink, sellLink] = [
        row.getByRole('link', { name: `Buy ${base} with ${quote}` }),
        row.getByRole('link', { name: `Sell ${base} for ${quote}` }),
      ];
      // Polled: the typeface can still move a line as it arrives.
      await expect.poll(() => onOneRow(sell, buy), { message: `${words}: prices` }).toBe(true);
      await expect
        .poll(() => onOneRow(buyLink, sellLink), { message: `${words}: Buy and Sell` })
        .toBe(true);
    }
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });
}

test('ada buys bitcoin for 100 EUR at market: explained mistakes, then one order', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', '/crypto');
  await rowOf(page, 'Bitcoin / Euro').getByRole('link', { name: 'Buy Bitcoin with Euro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy or sell crypto' })).toBeVisible();
  const volume = page.getByRole('textbox', { name: 'Amount to spend, in EUR' });
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });

  // Below the pair's minimum (the mock's minvqc is 10).
  await volume.fill('9.99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Spend at least €10.00' })).toBeVisible();
  // More decimals than the pair's maxdqc (2).
  await volume.fill('10.125');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary.getByRole('link', { name: 'Use at most 2 decimals' })).toBeVisible();
  await expect(volume).toHaveValue('10.125');
  await expectAccessibleWideAndNarrow(page);

  await volume.fill('100');
  const fee = new Big('100').times(FEE_PERCENT).div(100).round(2, Big.roundHalfUp);
  const btc = new Big('100').minus(fee).div(PRICES['BTC/EUR'].ask).round(8, Big.roundDown);
  const estimate = page.getByRole('region', { name: 'What you get' });
  await expect(estimate).toContainText(`You get about ${btc.toFixed()}\u00a0BTC`);
  await expect(estimate).toContainText(`Fee (0.50% of the amount)${euros(fee)}`);
  await expect(page.getByRole('combobox', { name: 'Pay from' })).toHaveValue(
    accountId('Everyday euros'),
  );
  await expect(page.getByRole('combobox', { name: 'Receive into' })).toHaveCount(0);
  await expect(
    page.getByText('The exchange decides where the BTC you get is credited.'),
  ).toBeVisible();
  await expect(summary).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByRole('heading', { level: 2, name: 'Check your order' });
  await expect(review).toBeFocused();
  const summaryList = page.locator('dl.crypto-trade__summary');
  await expect(summaryList).toContainText('Amount to spend€100.00');
  await expect(summaryList).toContainText(`Fee${euros(fee)} (0.50% of the amount`);
  await expect(summaryList).toContainText(`You get about${btc.toFixed()}\u00a0BTC`);
  await expect(summaryList).toContainText('Paid fromEveryday euros');
  await expect(summaryList).toContainText('Arrives inDecided by the exchange');
  await expectAccessibleWideAndNarrow(page);

  // A slow exchange: the second click arrives while the first is still on its way.
  await mock.fault({ path: ORDERS, method: 'POST', kind: 'latency', latencyMs: 1500 });
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(ORDERS),
  );
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByRole('button', { name: 'Placing the order…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeFocused();
  expect((await posted).postDataJSON()).toEqual({
    pair: 'BTC/EUR',
    side: 'buy',
    volume: '100',
    settings: { type: 'market' },
  });
  const posts = (await mock.requests()).filter(
    (request) => request.method === 'POST' && request.path === ORDERS,
  );
  expect(posts).toEqual([expect.objectContaining({ status: 201 })]);
  await expect(page.getByRole('link', { name: 'See this order' })).toHaveAttribute(
    'href',
    /^\/crypto\/orders\/[0-9a-f-]{36}$/,
  );
  await expectAccessibleWideAndNarrow(page);
});
