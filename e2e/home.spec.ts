import type { Page, Response } from '@playwright/test';
import Big from 'big.js';
import { expectAccessibleWideAndNarrow, expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

/** The mock bank's answer to a GET of `path` (the app's own request), as JSON. */
function answerOf(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith(path),
  );
}

interface LegacyItem {
  available: number;
  currency: string;
  status: string;
}

interface TransactionItem {
  direction?: string;
  sender?: { name?: string; surname?: string } | null;
  recipient?: { name?: string; surname?: string } | null;
}

const isoCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** Per currency, the sum of the available balances of the active accounts (crypto left out). */
function availableTotals(items: readonly LegacyItem[]): Map<string, string> {
  const totals = new Map<string, Big>();
  for (const item of items) {
    if (item.status !== 'activated' || !isoCurrencies.has(item.currency)) continue;
    totals.set(
      item.currency,
      (totals.get(item.currency) ?? new Big(0)).plus(String(item.available)),
    );
  }
  return new Map([...totals].map(([currency, sum]) => [currency, sum.toFixed(2)]));
}

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(
    amount as Intl.StringNumericLiteral,
  );

test('ada lands on home: her money per currency, accounts, latest activity and what she can do', async ({
  page,
  signIn,
  mock,
}) => {
  const balances = answerOf(page, '/account');
  const activity = answerOf(page, '/v1/transactions');
  await signIn('ada', '/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();

  const totals = page.getByRole('region', { name: 'Available now' });
  const expected = availableTotals((await (await balances).json()) as LegacyItem[]);
  expect([...expected.keys()]).toEqual(['EUR', 'GBP']);
  for (const [currency, amount] of expected) {
    await expect(totals.getByText(money(amount, currency), { exact: true })).toBeVisible();
  }

  const accounts = page.getByRole('region', { name: 'Your accounts' });
  await expect(accounts.getByRole('link', { name: 'Everyday euros' })).toBeVisible();
  await expect(accounts.getByRole('link', { name: 'Pounds' })).toBeVisible();
  await expect(accounts.getByRole('heading', { name: 'Crypto holdings' })).toBeVisible();

  const [page1] = (await (await activity).json()) as { transactions: TransactionItem[] }[];
  const newest = page1?.transactions[0];
  const party = newest?.direction === 'in' ? newest.sender : newest?.recipient;
  const rows = page.getByRole('region', { name: 'Latest activity' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText(`${party?.name} ${party?.surname}`);

  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link')).toHaveText([
    'Send money',
    'Open an account',
    'See history',
  ]);
  await expect(page.getByRole('region', { name: 'Needs your attention' })).toHaveCount(0);

  // One read of each list, all of them at once.
  await page.waitForLoadState('networkidle');
  const gets = (await mock.requests()).filter((r) => r.method === 'GET').map((r) => r.path);
  expect(gets.filter((path, index) => gets.indexOf(path) !== index)).toEqual([]);

  await expectAccessibleWideAndNarrow(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page);

  await actions.getByRole('link', { name: 'Send money' }).click();
  await expect(page).toHaveURL(/\/transfers/);
});

test('someone new sees their progress and one button, which leads to the step', async ({
  page,
  signIn,
}) => {
  await signIn('new', '/');
  const progress = page.getByRole('region', { name: 'Finish setting up' });
  await expect(progress).toContainText('0 of 4 steps done. Next: Your details.');
  await expect(progress.getByRole('navigation', { name: 'Onboarding steps' })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  await progress.getByRole('link', { name: 'Enter your details' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeVisible();
});

test('acme, an admin without a personal account, sees what the companies need', async ({
  page,
  signIn,
}) => {
  await signIn('acme', '/');
  // Each company with its money and what it still needs (e2e/business-home.spec.ts has more).
  const companies = page.getByRole('region', { name: 'Your companies' });
  await expect(companies.getByRole('link', { name: /^(Confirm|Verify|Choose)/ })).toHaveText([
    'Confirm the email of Acme Corporation',
    'Verify Acme Rockets',
    'Choose a contract for Acme Rockets',
  ]);
  await expectAccessibleWideAndNarrow(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoViolations(page);
  await companies.getByRole('link', { name: 'Verify Acme Rockets' }).click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}\/verification$/);
});
