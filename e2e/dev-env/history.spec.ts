import Big from 'big.js';
import { expect, test } from '../fixtures';
import { Answers } from './answers';
import { money } from './money';
import type { V1Account } from './transfer-review';

// The history of all of ada's accounts against any environment: the newest transactions the
// bank answered (GET /v1/transactions) are the first rows. A bank that refuses a read without
// `accountId` is read per account.

interface Transaction {
  id: string;
  accountId?: string;
  amount: string;
  createdAt: string;
}

test('ada’s history shows the newest transactions GET /v1/transactions answered', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('ada', '/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const rows = page.locator('[data-history-row]');
  await expect(rows.first()).toBeVisible();

  const accounts = await answers.latest<V1Account[]>('GET', '/v1/accounts');
  const reads = answers.all('GET', '/v1/transactions');
  expect(reads.length).toBeGreaterThan(0);
  const refused = answers
    .any('GET', '/v1/transactions')
    .filter((answer) => answer.status === 400 && !answer.url.searchParams.has('accountId'));
  if (refused.length > 0) {
    // Read per account instead: every read the bank took names one of ada's accounts.
    const ids = accounts.map((account) => account.id);
    for (const read of reads) expect(ids).toContain(read.url.searchParams.get('accountId'));
  }

  const transactions = reads
    .flatMap((read) => read.body as { transactions?: Transaction[] }[])
    .flatMap((part) => part.transactions ?? []);
  expect(transactions.length, 'ada has transactions in this environment').toBeGreaterThan(0);
  const newest = [...transactions]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, 3);
  for (const transaction of newest) {
    const row = page.locator(`[data-history-row][href*="${transaction.id}"]`);
    await expect(row, `the row of ${transaction.id}`).toBeVisible();
    const currency = accounts.find((account) => account.id === transaction.accountId)?.currency;
    if (currency)
      await expect(row).toContainText(money(new Big(transaction.amount).abs().toFixed(), currency));
  }
});
