import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';

// Issue 22 §3 and §6: ada's statement of last month against the mock bank. Every expected
// figure is computed here from the bank's own answers (the transactions and the account the
// app received), never with the app's arithmetic or formatting.

test.use({ timezoneId: 'UTC', locale: 'en-GB' });

interface ApiTransaction {
  id: string;
  amount: string;
  status: string;
  direction: string;
  createdAt: string;
  charge?: { fee?: string } | null;
}

function seededAccount(login: string, title: string) {
  const record = seedBank()
    .users.get(login)
    ?.accounts.find((account) => account.title === title);
  if (!record) throw new Error(`${login} has no seeded account ${title}`);
  return record;
}

/** What the bank answered the page: every transaction read, and the account's balances. */
function captureAnswers(page: Page) {
  const seen = { transactions: [] as ApiTransaction[], balance: null as string | null };
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!response.ok() || response.request().method() !== 'GET') return;
    if (url.pathname === '/v1/transactions') {
      void response.json().then((body: { transactions: ApiTransaction[] }[]) => {
        seen.transactions.push(...body.flatMap((part) => part.transactions));
      });
    }
    if (url.pathname.startsWith('/v1/ext-accounts/')) {
      void response.json().then((body: { balance: string }) => {
        seen.balance = body.balance;
      });
    }
  });
  return seen;
}

/** Cents of a decimal string, by its digits ("12.3" → 1230n). */
function cents(value: string): bigint {
  const [whole = '0', part = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole + part.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -units : units;
}

/**
 * The statement as the issue defines it (assumptions ): rejected never counts,
 * nor money in on hold; money out moves amount + fee.
 */
function expectedStatement(
  transactions: ApiTransaction[],
  balance: string,
  from: number,
  to: number,
) {
  const unique = [...new Map(transactions.map((item) => [item.id, item])).values()];
  const moves = (item: ApiTransaction) =>
    item.status !== 'rejected' && !(item.status === 'on_hold_provider' && item.direction === 'in');
  const feeOf = (item: ApiTransaction) =>
    item.direction === 'out' && item.charge?.fee && cents(item.charge.fee) > 0n
      ? cents(item.charge.fee)
      : 0n;
  const change = (item: ApiTransaction) =>
    item.direction === 'in' ? cents(item.amount) : -(cents(item.amount) + feeOf(item));
  const at = (item: ApiTransaction) => Date.parse(item.createdAt);
  const counted = unique.filter(moves);
  const after = counted.filter((item) => at(item) >= to);
  const within = counted.filter((item) => at(item) >= from && at(item) < to);
  const closing = after.reduce((sum, item) => sum - change(item), cents(balance));
  const sum = (items: ApiTransaction[], of: (item: ApiTransaction) => bigint) =>
    items.reduce((total, item) => total + of(item), 0n);
  const moneyIn = sum(
    within.filter((item) => item.direction === 'in'),
    (item) => cents(item.amount),
  );
  const outs = within.filter((item) => item.direction === 'out');
  const moneyOut = sum(outs, (item) => cents(item.amount));
  const fees = sum(outs, feeOf);
  const opening = closing - moneyIn + moneyOut + fees;
  return {
    opening,
    moneyIn,
    moneyOut,
    fees,
    closing,
    rows: unique.filter((item) => at(item) >= from && at(item) < to).length,
  };
}

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
/** Cents as en-GB euros with a true minus, as a statement writes money. */
function money(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = euros.format(
    `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral,
  );
  return negative ? `\u2212${text}` : text;
}
const taken = (value: bigint) => (value === 0n ? money(0n) : money(-value));

/** Last month in UTC (the browser's zone here): its first moment and the next month's. */
function lastMonth(now = new Date()) {
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const name = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(from);
  return { from, to, name };
}

const summary = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Summary' }).locator('dt', { hasText: term }).locator('+ dd');

test('a statement of last month whose opening + in − out − fees = closing, from the bank’s data', async ({
  page,
  signIn,
  mock,
}) => {
  const eur = seededAccount('ada', 'Everyday euros');
  // The bank without a statements endpoint: the app builds the statement itself.
  await mock.fault({
    path: `/v1/accounts/${eur.id}/statements`,
    method: 'POST',
    kind: 'reject',
    status: 404,
    message: 'Not found',
  });
  const seen = captureAnswers(page);
  await signIn('ada', `/accounts/${eur.id}`);
  await page.getByRole('link', { name: 'Statements of this account' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${eur.id}/statements`));
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();

  const month = lastMonth();
  const statement = page.getByRole('article', { name: `Statement for ${month.name}` });
  await expect(statement).toBeVisible();
  // The bank is asked for its own statement only when the customer presses for it.
  await statement.getByRole('button', { name: 'Ask the bank for its statement' }).click();
  await expect(
    statement.getByText(
      'Your bank does not offer statements through the app, so this one was built from your transactions.',
    ),
  ).toBeVisible();
  expect(seen.balance).not.toBeNull();

  const expected = expectedStatement(seen.transactions, seen.balance ?? '', month.from, month.to);
  expect(expected.opening + expected.moneyIn - expected.moneyOut - expected.fees).toBe(
    expected.closing,
  );
  expect(expected.rows).toBeGreaterThan(0);
  await expect(summary(page, 'Opening balance')).toHaveText(money(expected.opening));
  await expect(summary(page, 'Money in')).toHaveText(`+${money(expected.moneyIn)}`);
  await expect(summary(page, 'Money out')).toHaveText(taken(expected.moneyOut));
  await expect(summary(page, 'Fees')).toHaveText(taken(expected.fees));
  await expect(summary(page, 'Closing balance')).toHaveText(money(expected.closing));
  // Opening, every transaction of the month, closing: one table row each, under the header.
  await expect(statement.getByRole('table').locator('tbody tr')).toHaveCount(expected.rows + 2);

  await expectAccessibleWideAndNarrow(page);

  // The CSV: the same closing balance, as a number with a point in English.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Date,Time,Description,Reference,Status,Amount,Fee,Balance,Currency');
  expect(lines).toHaveLength(expected.rows + 3);
  const closing = expected.closing;
  const plain = `${closing < 0n ? '-' : ''}${(closing < 0n ? -closing : closing) / 100n}.${String((closing < 0n ? -closing : closing) % 100n).padStart(2, '0')}`;
  expect(lines.at(-1)).toBe(`,,Closing balance,,,,,${plain},EUR`);

  // Download PDF is the browser's print; on paper, the statement alone.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(statement).toBeVisible();
  await expect(page.getByLabel('Period')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
});

test('where the bank offers statements, asked for on a press, it says it accepted the request', async ({
  page,
  signIn,
  mock,
}) => {
  const eur = seededAccount('ada', 'Everyday euros');
  await signIn('ada', `/accounts/${eur.id}/statements`);
  const statement = page.getByRole('article', { name: `Statement for ${lastMonth().name}` });
  await expect(statement).toBeVisible();
  const asked = async () =>
    (await mock.requests()).filter(
      (entry) => entry.method === 'POST' && entry.path === `/v1/accounts/${eur.id}/statements`,
    );
  // Not on view: only when the customer presses for it, and then once.
  expect(await asked()).toEqual([]);
  await statement.getByRole('button', { name: 'Ask the bank for its statement' }).click();
  await expect(
    statement.getByText(/Your bank has accepted a request for its own statement of this period/),
  ).toBeVisible();
  expect(await asked()).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: `/v1/accounts/${eur.id}/statements`,
      status: 202,
    }),
  ]);
  await expectAccessibleWideAndNarrow(page);
});
