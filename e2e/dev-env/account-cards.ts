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
  legacy: LegacyAccount[],
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
    const available = legacy.find((item) => item.account === account.id)?.available;
    if (available === undefined) continue;
    const shown = figure(card, 'Available');
    if (isIsoCurrency(account.currency)) {
      await expect(shown).toHaveText(money(decimal(available), account.currency));
    } else {
      await expect
        .poll(async () => amountIn((await shown.textContent()) ?? ''))
        .toBe(decimal(available));
    }
  }
}
