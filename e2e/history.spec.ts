import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import Papa from 'papaparse';
import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';

// Issue 10 §6: ada's EUR history against the mock bank. Expected values come from the
// bank's own answers (captured as the app receives them), never from the app's formatting.
// The history of all her accounts, filtered, is in history-all-accounts.spec.ts.

interface ApiTransaction {
  id: string;
  amount: string;
  status: string;
  direction: string;
  createdAt: string;
  updatedAt: string;
  sender?: { name?: string; surname?: string; reference?: string } | null;
  recipient?: { name?: string; surname?: string; reference?: string } | null;
}

interface Answer {
  query: URLSearchParams;
  transactions: ApiTransaction[];
}

const STATUS_WORDS: Record<string, string> = {
  pending: 'Pending',
  on_hold_provider: 'On hold',
  completed: 'Completed',
  rejected: 'Rejected',
};

function accountId(login: string, title: string): string {
  const record = seedBank()
    .users.get(login)
    ?.accounts.find((account) => account.title === title);
  if (!record) throw new Error(`${login} has no seeded account ${title}`);
  return record.id;
}

/** Every GET /v1/transactions answer the page receives, in order. */
function captureAnswers(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/v1/transactions' || response.request().method() !== 'GET') return;
    if (!response.ok()) return;
    void response.json().then((body: { transactions: ApiTransaction[] }[]) => {
      answers.push({ query: url.searchParams, transactions: body.flatMap((p) => p.transactions) });
    });
  });
  return answers;
}

function counterparty(transaction: ApiTransaction): string {
  const party = transaction.direction === 'in' ? transaction.sender : transaction.recipient;
  return [party?.name, party?.surname].filter(Boolean).join(' ');
}

const rows = (page: Page) => page.locator('[data-history-row]');

/** A timestamp's day and time on this machine's clock, as `YYYY-MM-DD` and `HH:MM:SS`. */
function localDayAndTime(timestamp: string): [string, string] {
  const date = new Date(timestamp);
  const two = (value: number) => String(value).padStart(2, '0');
  return [
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`,
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`,
  ];
}

test('ada filters her EUR history to pending, oldest first; a reload shows the same view', async ({
  page,
  signIn,
}) => {
  const eur = accountId('ada', 'Everyday euros');
  const answers = captureAnswers(page);
  await signIn('ada', `/history?accountId=${eur}`);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByLabel('Account')).toHaveValue(eur);
  await expect(rows(page).first()).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await page.getByLabel('Order').selectOption({ label: 'Oldest first' });
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(/sort=ascending/);
  await expect.poll(() => answers.some((a) => a.query.get('sortOrder') === 'ascending')).toBe(true);
  const answer = answers.find(
    (a) => a.query.get('status') === 'pending' && a.query.get('sortOrder') === 'ascending',
  );
  const oldest = answer?.transactions[0];
  expect(oldest?.status).toBe('pending');
  await expect(rows(page).first()).toHaveAccessibleName(new RegExp(`^.*${counterparty(oldest!)}`));

  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await expect(page.getByLabel('Order')).toHaveValue('ascending');
  await expect(rows(page).first()).toHaveAccessibleName(new RegExp(`^.*${counterparty(oldest!)}`));
  // Every row filtered to pending says so in its pill (the rows' pill is the StatusPill).
  const pills = await rows(page).locator('.status-pill').allTextContents();
  expect(pills.length).toBeGreaterThan(0);
  for (const status of pills) {
    expect(status).toBe('Pending');
  }
});

test('scrolling near the end loads the next page, then the start is stated', async ({
  page,
  signIn,
}) => {
  const eur = accountId('ada', 'Everyday euros');
  await signIn('ada', `/history?accountId=${eur}`);
  await expect(rows(page).first()).toBeVisible();
  const next = page.waitForRequest((request) => request.url().includes('lastKey='));
  // Wheel down over the list (it scrolls with the page), until the next page is asked for.
  await rows(page).first().hover();
  const asked = await Promise.race([
    next.then(() => true),
    (async () => {
      for (let turn = 0; turn < 200; turn += 1) await page.mouse.wheel(0, 800);
      return false;
    })(),
  ]);
  expect(asked || (await next.then(() => true))).toBe(true);
  for (let turn = 0; turn < 100; turn += 1) {
    if (await page.getByText('This is the start of your history').isVisible()) break;
    await page.mouse.wheel(0, 2000);
  }
  await expect(page.getByText('This is the start of your history')).toBeVisible();
});

test('a search reads the whole history, then counts its matches and totals them', async ({
  page,
  signIn,
}) => {
  const eur = accountId('ada', 'Everyday euros');
  const answers = captureAnswers(page);
  await signIn('ada', `/history?accountId=${eur}`);
  await expect(rows(page).first()).toBeVisible();
  // No search yet: no totals of what happens to be read.
  await expect(page.getByRole('group', { name: /^Totals of the/ })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search transactions' }).fill('Grace Hopper');
  await expect(page.getByText('Every matching transaction is shown')).toBeVisible();
  // Every page of the account was read: the last answer had no next page.
  await expect.poll(() => answers.length).toBe(2);
  const loaded = answers.flatMap((a) => a.transactions);
  const matches = loaded.filter((item) => counterparty(item) === 'Grace Hopper');
  expect(matches.length).toBeGreaterThan(1);
  await expect(page.getByText(`${matches.length} matches`)).toBeVisible();

  // Oracle: cents summed with BigInt, formatted by Intl (rejected ones moved no money).
  const cents = (direction: string) =>
    matches
      .filter((item) => item.direction === direction && item.status !== 'rejected')
      .reduce((sum, item) => sum + BigInt(item.amount.replace('.', '')), 0n);
  const euros = (value: bigint) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
      `${value / 100n}.${String(value % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral,
    );
  const totals = page.getByRole('group', { name: 'Totals of the shown transactions' });
  const figure = (label: string) =>
    totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Money in')).toHaveText(euros(cents('in')));
  await expect(figure('Money out')).toHaveText(euros(cents('out')));
});

test('a transaction opens at its own address and its id is copied', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL ?? '').origin,
  });
  const eur = accountId('ada', 'Everyday euros');
  const answers = captureAnswers(page);
  await signIn('ada', `/history?accountId=${eur}&status=completed`);
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const first = answers[0]!.transactions[0]!;

  await rows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/history/${first.id}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: counterparty(first) })).toBeVisible();
  // The ids are the receipt's technical details, closed until asked for.
  await page.getByText('Technical details', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy transaction ID' }).click();
  await expect(page.getByText('Transaction ID copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first.id);
  await expectAccessibleWideAndNarrow(page);

  // Reloaded on its own address (nothing cached), it is found again; Back keeps the filter.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: counterparty(first) })).toBeVisible();
  await page.getByRole('link', { name: 'Back to history' }).click();
  await expect(page).toHaveURL(/\/history\?.*status=completed/);
  await expect(page.getByLabel('Status')).toHaveValue('completed');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
});

test('Export CSV writes the filtered view: its rows are the bank’s', async ({ page, signIn }) => {
  const eur = accountId('ada', 'Everyday euros');
  const answers = captureAnswers(page);
  await signIn('ada', `/history?accountId=${eur}&status=completed&sort=ascending`);
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  const before = answers.length;

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^history-everyday-euros-completed-\d{4}-\d\d-\d\d\.csv$/,
  );
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...data] = Papa.parse<string[]>(text, { newline: '\r\n' }).data;
  expect(header?.slice(0, 7)).toEqual([
    'Date',
    'Time',
    'Direction',
    'Counterparty',
    'Counterparty account',
    'Reference',
    'Amount',
  ]);

  await expect
    .poll(() => answers.slice(before).reduce((n, a) => n + a.transactions.length, 0))
    .toBe(data.length);
  const exported = answers.slice(before).flatMap((a) => a.transactions);
  expect(answers.slice(before).every((a) => a.query.get('status') === 'completed')).toBe(true);
  expect(data.length).toBeGreaterThan(100);
  // Day and time in the browser's zone (the machine's, as this process's), amounts signed.
  expect(data.map((row) => [row[0], row[1], row[3], row[6], row[8], row[9], row[10]])).toEqual(
    exported.map((item) => [
      ...localDayAndTime(item.createdAt),
      counterparty(item),
      item.direction === 'out' ? `-${item.amount}` : item.amount,
      'EUR',
      STATUS_WORDS[item.status],
      item.id,
    ]),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toContainText(
    `Exported ${data.length} transactions`,
  );
});

test('the 10,000-transaction history of the saver scrolls to its start', async ({
  page,
  signIn,
}) => {
  // Ten thousand rows read and drawn: longer than the suite's limit for one journey.
  test.setTimeout(300_000);
  const pot = accountId('saver', 'Savings pot');
  await signIn('saver', `/history?accountId=${pot}`);
  await expect(rows(page).first()).toBeVisible();
  const end = page.getByText('This is the start of your history');
  // The list scrolls with the page: to its foot, where the next page is asked for, again
  // and again until the start of the history shows there.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await expect(end).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [50], timeout: 170_000 });
  expect(await rows(page).count()).toBeLessThanOrEqual(300);
});
