import Big from 'big.js';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { Answers, nextAnswer } from './answers';
import { amountIn, money } from './money';
import { openScreen } from './open-page';
import { devSettings } from './settings';
import {
  chooseSomeoneNew,
  confirmOnce,
  continueToAmount,
  richestEuroAccount,
  type LegacyAccount,
  type V1Account,
} from './transfer-review';

// ada's statement of this month before and after one SEPA payment, against any environment:
// the opening balance does not move, the closing balance is lower by the amount and the one
// fee the bank charged. Every figure is worked out from what the bank answered (GET /account,
// GET /v1/ext-accounts, GET /v1/transactions, the transfer's 201), never from the app's
// arithmetic; a fee is read from the bank's answer, whether it books it in the payment's
// `charge` or as a transaction row of its own (`fee: true`, pointing at the payment).

test.use({ timezoneId: 'UTC', locale: 'en-GB' });

const AMOUNT = '10.00';

interface Transaction {
  id: string;
  amount: string;
  status: string;
  direction?: string | null;
  createdAt?: string | null;
  fee?: boolean | null;
  extId?: string | null;
  inTransactionId?: string | null;
  outTransactionId?: string | null;
  charge?: { fee?: string | null } | null;
}

interface StatementAccount extends V1Account {
  products?: { extAccountId?: string | null }[] | null;
}

/** This month in UTC (the browser's zone here): its first moment, the next day's, its names. */
function thisMonth(now = new Date()) {
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const format = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  const param = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return { from, to, param, name: new Intl.DateTimeFormat('en-GB', format).format(from) };
}

const flow = (item: Transaction) =>
  (item.direction ?? '').toLowerCase().replace(/going$/, '') as 'in' | 'out' | string;
const big = (value: string | null | undefined) => new Big(value && value.trim() ? value : '0');
const links = (row: Transaction, payment: Transaction) =>
  [row.extId, row.outTransactionId, row.inTransactionId].includes(payment.id);

/**
 * Whether `row` is a fee booked as a transaction of its own: `fee: true`, money out, either
 * pointing at another row of the answers or of the amount its charge names as the fee.
 */
function isFeeRow(row: Transaction, all: Transaction[]): boolean {
  if (row.fee !== true || flow(row) !== 'out') return false;
  return (
    all.some((other) => other.id !== row.id && links(row, other)) ||
    big(row.amount).eq(big(row.charge?.fee))
  );
}

/** The fee a payment was charged, from the bank's answers: its own fee row, else its charge. */
function feeOf(payment: Transaction, all: Transaction[]): Big {
  const row = all.find(
    (other) => other.id !== payment.id && isFeeRow(other, all) && links(other, payment),
  );
  if (row) return big(row.amount);
  const fee = big(payment.charge?.fee);
  return fee.gt(0) ? fee : new Big(0);
}

/** What a transaction does to the balance: in adds its amount; out takes amount and fee. */
function changeOf(item: Transaction, all: Transaction[]): Big {
  const moves =
    item.status !== 'rejected' &&
    !(item.status === 'on_hold_provider' && flow(item) === 'in') &&
    ['in', 'out'].includes(flow(item));
  if (!moves) return new Big(0);
  if (flow(item) === 'in') return big(item.amount);
  // A fee row is the fee itself; a payment whose fee has its own row is the amount alone.
  const separate = isFeeRow(item, all) || all.some((row) => isFeeRow(row, all) && links(row, item));
  return big(item.amount)
    .plus(separate ? 0 : feeOf(item, all))
    .neg();
}

/** Opening and closing of [from, to) worked back from the current balance. */
function figures(transactions: Transaction[], balance: string, from: number, to: number) {
  const all = [...new Map(transactions.map((item) => [item.id, item])).values()];
  const at = (item: Transaction) => Date.parse(item.createdAt ?? '');
  const sum = (items: Transaction[]) =>
    items.reduce((total, item) => total.plus(changeOf(item, all)), new Big(0));
  const closing = new Big(balance).minus(sum(all.filter((item) => at(item) >= to)));
  const within = all.filter((item) => at(item) >= from && at(item) < to);
  return { all, closing, opening: closing.minus(sum(within)) };
}

/** A figure of the statement's summary, as en-GB euros with a true minus. */
const eur = (amount: Big) => money(amount.toFixed(2), 'EUR').replace('-', '\u2212');

/** The statement's summary value of a term, read from the page as an exact decimal. */
async function summaryFigure(page: Page, term: string): Promise<Big> {
  const text = (await summaryValue(page, term).textContent()) ?? '';
  const value = amountIn(text);
  if (value === null) throw new Error(`No amount in the ${term}: "${text}"`);
  return /^\s*[\u2212-]/.test(text) ? new Big(value).neg() : new Big(value);
}

function summaryValue(page: Page, term: string) {
  return page
    .getByRole('region', { name: 'Summary' })
    .locator('dt', { hasText: term })
    .locator('+ dd');
}

/**
 * Opens this month's statement of the account, checks its opening and closing against the
 * bank's answers of this load, and gives them with the transactions those answers held.
 */
async function readStatement(
  page: Page,
  answers: Answers,
  account: StatementAccount,
  legacy: LegacyAccount[],
) {
  const month = thisMonth();
  const readsBefore = answers.all('GET', '/v1/transactions').length;
  const extBefore = answers.all('GET', /\/v1\/ext-accounts\//).length;
  await openScreen(page, `/accounts/${account.id}/statements?month=${month.param}`);
  const statement = page.getByRole('article', { name: `Statement for ${month.name}` });
  await expect(statement).toBeVisible();
  await expect(summaryValue(page, 'Closing balance')).toHaveText(/\d/);

  // The answers of this load (read as they arrive, so checked until they agree).
  let expected: ReturnType<typeof figures> | undefined;
  await expect(async () => {
    const transactions = answers
      .all('GET', '/v1/transactions')
      .slice(readsBefore)
      .filter((answer) => answer.url.searchParams.get('accountId') === account.id)
      .flatMap((answer) => answer.body as { transactions?: Transaction[] | null }[])
      .flatMap((part) => part.transactions ?? []);
    // The balance the statement works back from: the ext-account's when the bank answered
    // it, else the account list's (GET /account: available + pending).
    const extAccountId = account.products?.[0]?.extAccountId;
    const ext = answers
      .all('GET', /\/v1\/ext-accounts\//)
      .slice(extBefore)
      .filter((answer) => !extAccountId || answer.url.pathname.endsWith(`/${extAccountId}`))
      .at(-1)?.body as { balance?: string | number | null } | undefined;
    const listed = legacy.find((item) => item.account === account.id) as
      (LegacyAccount & { balance?: number | string | null }) | undefined;
    const balance = ext?.balance ?? listed?.balance;
    expect(balance ?? null, 'the bank answered the account’s balance').not.toBeNull();
    expected = figures(transactions, String(balance), month.from, month.to);
    await expect(summaryValue(page, 'Opening balance')).toHaveText(eur(expected.opening), {
      timeout: 1000,
    });
    await expect(summaryValue(page, 'Closing balance')).toHaveText(eur(expected.closing), {
      timeout: 1000,
    });
  }).toPass();
  return {
    opening: await summaryFigure(page, 'Opening balance'),
    closing: await summaryFigure(page, 'Closing balance'),
    transactions: expected?.all ?? [],
  };
}

/** Sends `AMOUNT` by SEPA from the account to the environment's SEPA payee; its 201's id. */
async function sendSepa(page: Page, fromId: string): Promise<string> {
  await openScreen(page, `/transfers?from=${fromId}`);
  await chooseSomeoneNew(page, 'A bank account');
  await page.getByRole('textbox', { name: 'IBAN' }).fill(devSettings.sepaIban);
  await page.getByRole('textbox', { name: 'First name' }).fill(devSettings.sepaName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(devSettings.sepaSurname);
  await continueToAmount(page);
  await expect(page.getByRole('combobox', { name: 'From account' })).toHaveValue(fromId);
  await page.getByRole('textbox', { name: 'Reference' }).fill('Statement check');
  await page.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeFocused();
  const sent = nextAnswer<{ id?: string }>(page, 'POST', /\/v2\/transfer$/);
  await confirmOnce(page, 'sepaTransfer');
  const { status, body } = await sent;
  expect(status).toBe(201);
  expect(typeof body?.id, 'the transfer’s 201 names its transaction').toBe('string');
  return body?.id ?? '';
}

test('a SEPA payment lowers this month’s closing balance by its amount and its one fee, the opening unchanged', async ({
  page,
  signIn,
}) => {
  const answers = new Answers(page);
  await signIn('ada', '/accounts');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const v1 = await answers.latest<StatementAccount[]>('GET', '/v1/accounts');
  const legacy = await answers.latest<LegacyAccount[]>('GET', '/account');
  const chosen = richestEuroAccount(v1, legacy);
  if (!chosen) throw new Error('ada has no active EUR account in this environment');
  const account = v1.find((item) => item.id === chosen.id) ?? chosen;

  const before = await readStatement(page, answers, account, legacy);

  const paymentId = await sendSepa(page, account.id);

  const legacyAfter = await answers.latest<LegacyAccount[]>('GET', '/account');
  const after = await readStatement(page, answers, account, legacyAfter);
  const payment = after.transactions.find((item) => item.id === paymentId);
  expect(payment, 'this month’s transactions hold the payment').toBeDefined();
  if (!payment) return;
  expect(big(payment.amount).eq(AMOUNT)).toBe(true);
  expect(flow(payment)).toBe('out');
  const fee = feeOf(payment, after.transactions);

  // Anything else the bank booked on the account meanwhile (another journey of this
  // environment sending from it) is taken out of the comparison, by the same rules.
  const known = new Set(before.transactions.map((item) => item.id));
  const ours = (item: Transaction) => item.id === paymentId || links(item, payment);
  const others = after.transactions
    .filter((item) => !known.has(item.id) && !ours(item))
    .reduce((total, item) => total.plus(changeOf(item, after.transactions)), new Big(0));

  expect(after.opening.eq(before.opening), 'the opening balance is unchanged').toBe(true);
  const lowerBy = before.closing.plus(others).minus(after.closing);
  expect(lowerBy.toFixed(2), `closing lower by ${AMOUNT} + the fee ${fee.toFixed(2)}`).toBe(
    new Big(AMOUNT).plus(fee).toFixed(2),
  );
});
