import type { Locator, Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';
import { EVERYDAY } from './transfers-steps';

// ada's orders (issue 12 §3): she pages through her 30 seeded orders and opens one; an order
// she places is listed at once as "being recorded", then as the exchange's record once its
// reads return it (the mock's consistency delay); the details of another, opened during the
// delay, wait for it instead of saying "not found". The mock holds each new order unreadable
// until the journey has seen the waiting state and releases it (its control API), so no step
// races a clock. Expected orders come from the mock's seed (mock/bank/seed-crypto-orders.ts),
// newest first as the list shows them.

const seeded = [...(seedBank().users.get('ada')?.cryptoOrders ?? [])].sort((a, b) =>
  b.createdAt.localeCompare(a.createdAt),
);
const SIDE = { buy: 'Buy', sell: 'Sell' } as const;
/** Longer than the journey: a new order stays unreadable until released (the mock's most). */
const HELD_MS = 600_000;

const ordersList = (page: Page) => page.getByRole('list', { name: 'Orders, newest first' });
const rows = (page: Page) => ordersList(page).getByRole('listitem');

/** "Buy BTC/EUR …": a row's link (its name starts with side and pair, then the volume). */
function orderLink(scope: Page | Locator, side: 'buy' | 'sell', pair: string) {
  return scope.getByRole('link', { name: new RegExp(`^${SIDE[side]} ${pair} `) });
}

/** Buys bitcoin for 100 EUR at market through the market and the order form, to its result. */
async function buyBitcoinFor100(page: Page) {
  await page.getByRole('link', { name: 'Market', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto market' })).toBeVisible();
  await page.getByRole('link', { name: 'Buy Bitcoin with Euro' }).click();
  await page.getByRole('textbox', { name: 'Amount to spend, in EUR' }).fill('100');
  await page.getByRole('combobox', { name: 'Pay from' }).selectOption(EVERYDAY.id);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
}

test('ada pages through her orders, and a new order is recorded before her eyes', async ({
  page,
  signIn,
  mock,
  environment,
}) => {
  expect(seeded).toHaveLength(30);
  await signIn('ada', '/crypto/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rows(page)).toHaveCount(10);
  for (const [index, order] of seeded.slice(0, 10).entries()) {
    await expect(orderLink(rows(page).nth(index), order.side, order.pair)).toBeVisible();
  }
  await expectAccessibleWideAndNarrow(page);

  // 10 a page, "Load more" twice, then the end.
  await page.getByRole('button', { name: 'Load more orders' }).click();
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more orders' }).click();
  await expect(rows(page)).toHaveCount(30);
  await expect(page.getByText('That is all of your orders.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more orders' })).toHaveCount(0);
  const last = seeded[29]!;
  await expect(orderLink(rows(page).nth(29), last.side, last.pair)).toBeVisible();
  const open = seeded.findIndex((order) => order.status === 'open');
  await expect(rows(page).nth(open)).toContainText('Open');
  await expect(rows(page).nth(open)).toContainText('Limit order at €75,000.00');

  // One order in full.
  const newest = seeded[0]!;
  await orderLink(rows(page).first(), newest.side, newest.pair).click();
  const heading = `${SIDE[newest.side]} ${newest.pair}`;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  // Its reference is the id of its address (ids carry the seed's time, so not the seed's own).
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  await expect(page.getByText('Fee', { exact: true })).toBeVisible();
  await expect(page.getByText(/0\.50% of the amount/)).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  // The mock keeps a new order unreadable until released, so each step can be seen.
  const consistency = async (body: { delayMs: number } | { release: true }) => {
    const answer = await fetch(`${environment.bankUrl!}/__control/crypto/consistency`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(200);
  };
  await consistency({ delayMs: HELD_MS });

  // Placed: at once on top of the list, "being recorded" with what was placed.
  await buyBitcoinFor100(page);
  await page.getByRole('link', { name: 'See your orders' }).click();
  const first = rows(page).first();
  await expect(first).toContainText('Being recorded');
  await expect(first).toContainText('€100.00 to spend');
  await expect(first).toContainText('Market order');
  // The order named no accounts (the exchange decides them): none are said.
  await expect(first).not.toContainText('not given');
  await expect(orderLink(first, 'buy', 'BTC/EUR')).toBeVisible();
  await expect(page.getByText(/Checking whether the exchange has recorded/)).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  // Then the exchange's own record in its place: a status of the exchange, no second row.
  await consistency({ release: true });
  await expect(first).not.toContainText('Being recorded');
  // The exchange's status in words while it is not final; a completed order says none (a list
  // says only what is not final, or went wrong), so its row never reads "Completed".
  await expect(first).not.toContainText('Completed');
  await expect(orderLink(first, 'buy', 'BTC/EUR')).toBeVisible();
  // The three pages loaded before are read again: the new order on top, no second row of
  // it, and the oldest of the 31 now on a page of its own.
  await expect(rows(page)).toHaveCount(30);
  await expect(page.getByRole('button', { name: 'Load more orders' })).toBeVisible();
  const reads = (await mock.requests()).filter(
    (request) => request.method === 'GET' && request.path.startsWith('/crypto-exchange/orders/'),
  );
  expect(reads.some((request) => request.status === 404)).toBe(true);
  expect(reads.at(-1)?.status).toBe(200);

  // Another: its details opened during the delay wait, then show it.
  await buyBitcoinFor100(page);
  await page.getByRole('link', { name: 'See this order' }).click();
  await expect(page.getByRole('heading', { name: 'This order is being recorded…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy BTC/EUR' })).toBeVisible();
  await expect(page.getByText('This order was not found')).toHaveCount(0);
  await expectAccessibleWideAndNarrow(page);
  await consistency({ release: true });
  await expect(page.getByRole('heading', { name: 'This order is being recorded…' })).toHaveCount(0);
  await expect(page.getByText(/Received|In progress|Completed/).first()).toBeVisible();
  await expect(page.getByText('0.50% of the amount', { exact: false })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
});
