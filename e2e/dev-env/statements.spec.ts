import Big from 'big.js';
import { expect, test } from '../fixtures';
import { Answers } from './answers';
import { money } from './money';
import { openScreen } from './open-page';
import type { V1Account } from './transfer-review';

// ada's statement of last month against any environment: whether the bank offers
// POST /v1/accounts/{id}/statements or not, the statement's figures are the ones worked out
// here from what the bank answered (the account's transactions and its current balance):
// opening + in − out − fees = closing. Rules: docs/assumptions.md.

test.use({ timezoneId: 'UTC', locale: 'en-GB' });

interface Transaction {
  id: string;
  amount: string;
  status: string;
  direction?: string;
  createdAt?: string;
  fee?: boolean | null;
  charge?: { fee?: string } | null;
}

function lastMonth(now = new Date()) {
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const format = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return { from, to, name: new Intl.DateTimeFormat('en-GB', format).format(from) };
}

function figures(transactions: Transaction[], balance: string, from: number, to: number) {
  const flow = (item: Transaction) => (item.direction ?? '').toLowerCase().replace(/going$/, '');
  // A bank that books a fee as a row of its own (fee: true, its amount the fee) charges it
  // there, not again on the payment whose charge names it too.
  const feeRow = (item: Transaction) => item.fee === true;
  const feesAsRows = transactions.some((item) => feeRow(item) && new Big(item.amount).gt(0));
  const fee = (item: Transaction) => {
    if (flow(item) !== 'out') return new Big(0);
    if (feeRow(item)) return new Big(item.amount);
    const value = item.charge?.fee;
    return !feesAsRows && value && new Big(value).gt(0) ? new Big(value) : new Big(0);
  };
  const moves = (item: Transaction) =>
    item.status !== 'rejected' &&
    !(item.status === 'on_hold_provider' && flow(item) === 'in') &&
    ['in', 'out'].includes(flow(item));
  const change = (item: Transaction) =>
    flow(item) === 'in'
      ? new Big(item.amount)
      : feeRow(item)
        ? new Big(item.amount).neg()
        : new Big(item.amount).plus(fee(item)).neg();
  const at = (item: Transaction) => Date.parse(item.createdAt ?? '');
  const counted = [...new Map(transactions.map((item) => [item.id, item])).values()].filter(moves);
  const closing = counted
    .filter((item) => at(item) >= to)
    .reduce((sum, item) => sum.minus(change(item)), new Big(balance));
  const within = counted.filter((item) => at(item) >= from && at(item) < to);
  const sum = (items: Transaction[], of: (item: Transaction) => Big) =>
    items.reduce((total, item) => total.plus(of(item)), new Big(0));
  const ins = within.filter((item) => flow(item) === 'in');
  const outs = within.filter((item) => flow(item) === 'out');
  const moneyIn = sum(ins, (item) => new Big(item.amount));
  const moneyOut = sum(
    outs.filter((item) => !feeRow(item)),
    (item) => new Big(item.amount),
  );
  const fees = sum(outs, fee);
  return {
    opening: closing.minus(moneyIn).plus(moneyOut).plus(fees),
    moneyIn,
    moneyOut,
    fees,
    closing,
  };
}

test('a statement of last month whose opening + in − out − fees = closing, from the bank’s answers', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('ada', '/accounts');
  const accounts = await answers.latest<V1Account[]>('GET', '/v1/accounts');
  const account = accounts.find((item) => item.currency === 'EUR');
  expect(account, 'ada has a euro account in this environment').toBeDefined();
  const id = account?.id ?? '';

  // A new load signs in again (tokens live in memory): opened as open-page.ts says, so the
  // sign-in's redirects are waited across instead of failing the load.
  await openScreen(page, `/accounts/${id}`);
  await page.getByRole('link', { name: 'Statements of this account' }).click();
  const month = lastMonth();
  const statement = page.getByRole('article', { name: `Statement for ${month.name}` });
  await expect(statement).toBeVisible();
  await expect(
    statement.getByText(/Built by this app from this account’s transactions/),
  ).toBeVisible();

  const ext = await answers.latest<{ balance?: string | number }>('GET', /\/v1\/ext-accounts\//);
  const transactions = answers
    .all('GET', '/v1/transactions')
    .filter((answer) => answer.url.searchParams.get('accountId') === id)
    .flatMap((answer) => answer.body as { transactions?: Transaction[] }[])
    .flatMap((part) => part.transactions ?? []);
  const expected = figures(transactions, String(ext.balance ?? '0'), month.from, month.to);
  expect(
    expected.opening
      .plus(expected.moneyIn)
      .minus(expected.moneyOut)
      .minus(expected.fees)
      .eq(expected.closing),
  ).toBe(true);

  const summary = statement.getByRole('region', { name: 'Summary' });
  const value = (term: string) => summary.locator('dt', { hasText: term }).locator('+ dd');
  const eur = (amount: Big) => money(amount.toFixed(2), 'EUR').replace('-', '\u2212');
  const taken = (amount: Big) => (amount.eq(0) ? eur(amount) : eur(amount.neg()));
  await expect(value('Opening balance')).toHaveText(eur(expected.opening));
  await expect(value('Money in')).toHaveText(`+${eur(expected.moneyIn)}`);
  await expect(value('Money out')).toHaveText(taken(expected.moneyOut));
  await expect(value('Fees')).toHaveText(taken(expected.fees));
  await expect(value('Closing balance')).toHaveText(eur(expected.closing));
});
