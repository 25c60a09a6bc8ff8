import type { Page } from '@playwright/test';
import Big from 'big.js';
import { expect, test } from '../fixtures';
import { Answers, nextAnswer } from './answers';
import { decimalsOf, money } from './money';

// The crypto market and one order against any environment: each pair of GET
// /crypto-exchange/info is listed at the precision the exchange gives; an order is placed
// once, with a body of exactly the public reference's pair, side, volume and settings.

interface PairInfo {
  ask: string;
  bid: string;
  maxdqc: number;
  orders: Record<'market' | 'limit', { mode: string; minvqc: string; minvbc: string }>;
}
type Info = { pairs: Record<string, PairInfo> };

const rowOf = (page: Page, pair: string) =>
  page
    .getByRole('table', { name: 'Pairs you can trade' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader').filter({ hasText: pair }),
    });

test('ada sees every pair at its precision and places one market order', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('ada', '/crypto');
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto market' })).toBeVisible();

  // Prices move: each check is made against the latest answer until the page shows it.
  await expect(async () => {
    const { pairs } = await answers.latest<Info>('GET', '/crypto-exchange/info');
    expect(Object.keys(pairs).length).toBeGreaterThan(0);
    for (const [pair, info] of Object.entries(pairs)) {
      const quote = pair.split('/')[1] ?? '';
      const cells = rowOf(page, pair).getByRole('cell');
      const places = Math.max(decimalsOf(info.bid), decimalsOf(info.ask));
      expect(await cells.nth(0).textContent()).toBe(money(info.bid, quote, places));
      expect(await cells.nth(1).textContent()).toBe(money(info.ask, quote, places));
      const spread = new Big(info.ask).minus(info.bid).toFixed(places);
      expect(await cells.nth(2).textContent()).toContain(money(spread, quote, places));
    }
  }).toPass();

  const { pairs } = await answers.latest<Info>('GET', '/crypto-exchange/info');
  const [pair, info] =
    Object.entries(pairs).find(
      ([name, item]) => name.endsWith('/EUR') && item.orders.market.mode === 'enabled',
    ) ?? [];
  if (!pair || !info) throw new Error('the exchange offers no EUR pair with market orders');
  await rowOf(page, pair).getByRole('link', { name: /^Buy / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy or sell crypto' })).toBeVisible();
  const minimum = new Big(info.orders.market.minvqc || '0');
  const volume = (minimum.gt(10) ? minimum : new Big(10)).toFixed();
  await page.getByRole('textbox', { name: 'Amount to spend, in EUR' }).fill(volume);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check your order' })).toBeFocused();

  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/crypto-exchange/orders')) posts++;
  });
  const placed = nextAnswer(page, 'POST', '/crypto-exchange/orders');
  await page.getByRole('button', { name: 'Place order' }).click();
  const { status, request } = await placed;
  expect(status).toBe(201);
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeFocused();
  const body = request as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['pair', 'settings', 'side', 'volume']);
  expect(body).toMatchObject({ pair, side: 'buy', settings: { type: 'market' } });
  expect(new Big(body['volume'] as string).eq(volume)).toBe(true);
  expect(posts).toBe(1);
});
