import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { LegacyAccount, V1Account } from './transfer-review';
import { figure } from './transfer-review';
import { amountIn, decimal, isIsoCurrency, money } from './money';

/**
 * The overview shows each account of GET /v1/accounts (its card found by the link to its
 * page) with its title and the available money GET /account gives for it: as money in a
 * currency Intl knows, else by its digits (a crypto holding's decimals are the app's choice).
 */
export async function expectAccountCards(
  page: Page,
  v1: V1Account[],
  /** The latest GET /account answer (read again while waiting: balances may move). */
  legacy: () => Promise<LegacyAccount[]>,
  companyId?: string,
): Promise<void> {
  expect(v1.length, 'GET /v1/accounts lists accounts').toBeGreaterThan(0);
  for (const account of v1) {
    const href = companyId
      ? `/accounts/${account.id}?companyId=${companyId}`
      : `/accounts/${account.id}`;
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(card, `the card of ${account.title ?? account.id}`).toHaveCount(1);
    if (account.title) await expect(card.getByRole('link', { name: account.title })).toBeVisible();
    const shown = figure(card, 'Available');
    await expect(async () => {
      const available = (await legacy()).find((item) => item.account === account.id)?.available;
      expect(available, `GET /account gives ${account.id} its available money`).toBeDefined();
      const text = (await shown.textContent()) ?? '';
      const expected = decimal(available ?? 0);
      // Money in a currency Intl knows; else (a crypto holding) the amount by its digits.
      if (isIsoCurrency(account.currency)) expect(text).toBe(money(expected, account.currency));
      else expect(amountIn(text)).toBe(expected);
    }).toPass();
  }
}
