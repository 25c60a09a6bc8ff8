import Big from 'big.js';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { Answers } from './answers';
import { money } from './money';
import type { V1Account } from './transfer-review';

// ada's history against any environment: the newest transactions the bank answered (GET
// /v1/transactions) are the first rows of the history of all her accounts (each row naming its
// account), and of home's latest activity. A bank that refuses a read without `accountId` is
// read per account.

interface Transaction {
  id: string;
  accountId?: string;
  amount: string;
  createdAt: string;
}

async function expectNewestRows(answers: Answers, rowOf: (id: string) => Locator): Promise<void> {
  const accounts = await answers.latest<V1Account[]>('GET', '/v1/accounts');
  // A row can show before the recorder has read its answer's body (on a busy machine it did).
  await expect.poll(() => answers.all('GET', '/v1/transactions').length).toBeGreaterThan(0);
  const reads = answers.all('GET', '/v1/transactions');
  const refused = answers
    .any('GET', '/v1/transactions')
    .filter((answer) => answer.status === 400 && !answer.url.searchParams.has('accountId'));
  if (refused.length > 0) {
    // Read per account instead: every read the bank took names one of ada's accounts.
    const ids = accounts.map((account) => account.id);
    for (const read of reads) expect(ids).toContain(read.url.searchParams.get('accountId'));
  }

  // Answers still being read may bring newer transactions: checked again until they agree.
  await expect(async () => {
    const transactions = answers
      .all('GET', '/v1/transactions')
      .flatMap((read) => read.body as { transactions?: Transaction[] }[])
      .flatMap((part) => part.transactions ?? []);
    expect(transactions.length, 'ada has transactions in this environment').toBeGreaterThan(0);
    const newest = [...transactions]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .slice(0, 3);
    for (const transaction of newest) {
      const row = rowOf(transaction.id);
      await expect(row, `the row of ${transaction.id}`).toBeVisible({ timeout: 1_000 });
      const currency = accounts.find((account) => account.id === transaction.accountId)?.currency;
      expect(currency, `the account of ${transaction.id}`).toBeDefined();
      const amount = money(new Big(transaction.amount).abs().toFixed(), currency ?? '');
      await expect(row).toContainText(amount, { timeout: 1_000 });
    }
  }).toPass();
}

test('the history of every account shows the newest transactions GET /v1/transactions answered', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('ada', '/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByLabel('Account')).toHaveValue('');
  await expect(page.locator('[data-history-row]').first()).toBeVisible();
  await expectNewestRows(answers, (id) => page.locator(`[data-history-row][href*="${id}"]`));
  // Each row names its account, by the title the bank gave it.
  const accounts = await answers.latest<V1Account[]>('GET', '/v1/accounts');
  const first = page.locator('[data-history-row]').first();
  const href = (await first.getAttribute('href')) ?? '';
  const accountId = new URL(href, 'http://app').searchParams.get('accountId');
  const title = accounts.find((account) => account.id === accountId)?.title;
  if (title) await expect(first).toContainText(title);
});

test('home’s latest activity shows the newest transactions across ada’s accounts', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('ada', '/');
  // One group of lists, a list per day under its heading.
  const activity = page.getByRole('group', {
    name: /most recent transactions across your accounts/,
  });
  await expect(activity.getByRole('link').first()).toBeVisible();
  await expectNewestRows(answers, (id) => activity.locator(`a[href*="${id}"]`));
});
