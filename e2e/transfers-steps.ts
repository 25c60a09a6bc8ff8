import type { Locator, Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import type { AccountRecord } from '../mock/bank/state';
import { expect, type MockControl } from './fixtures';

// Steps and seeded facts the transfers journeys share. Every expected figure is worked out
// by hand from the mock's seed (mock/bank/seed*.ts) and the contract's fee rule, never by
// the app's own formatting or fee code.

const seed = seedBank();

/** A seeded account of a persona (ids do not depend on the time of the seed). */
export function seededAccount(login: string, title: string): AccountRecord {
  const record = seed.users.get(login)?.accounts.find((account) => account.title === title);
  if (!record) throw new Error(`${login} has no seeded account ${title}`);
  return record;
}

/** ada's seeded EUR account: 12,057.91 available (see e2e/accounts.spec.ts). */
export const EVERYDAY = seededAccount('ada', 'Everyday euros');
export const EVERYDAY_OPTION = 'Everyday euros — €12,057.91';

/** Grace, whom ada finds by phone (mock/bank/seed-customers.ts). */
export const GRACE_PHONE = '+44 7700 900456';
export const GRACE_EUR = seededAccount('grace', 'Grace euros');

/**
 * ada's contract (BasicContract) prices EUR transfers with one rule, calculator "max":
 * from 0, flat 1, percentage 0.5 — the fee is the larger of €1.00 and 0.5 % of the amount
 * (a lower bound of 0 is no bound, so the words leave it out). In the mock's first reading
 * the rule is on an `accountInitiation` param, which names no kind of transfer, so the review
 * marks the fee as an estimate (Assumption A-216).
 */
export const BASIC_EUR_RULE_IN_WORDS =
  'Estimated fee: your contract does not say which kinds of transfer its fee rule (0.5%, at least €1.00) is for, so it is applied to this one. The bank confirms the fee when it records the payment.';

/** The value (<dd>) next to a term (<dt>) in `scope`. */
export function figure(scope: Locator | Page, term: string): Locator {
  return scope.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

/** The level-2 heading of the flow's current step. */
export function stepHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 2, name });
}

/** On "Who are you paying?", someone new: another customer, or a bank account by IBAN. */
export async function chooseSomeoneNew(
  page: Page,
  kind: 'Another customer of the bank' | 'A bank account',
): Promise<void> {
  await expect(stepHeading(page, 'Who are you paying?')).toBeVisible();
  await page
    .getByRole('region', { name: 'Someone new' })
    .getByRole('button', { name: new RegExp(`^${kind}`) })
    .click();
}

/** On "Who are you paying?", the choice named `name` in the list titled `list`. */
export async function chooseRecipient(
  page: Page,
  list: 'Recent' | 'Saved recipients' | 'Your accounts',
  name: string,
): Promise<void> {
  await page
    .getByRole('region', { name: list })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(stepHeading(page, 'How much?')).toBeFocused();
}

/** Continue from a recipient form (someone new) to the amount step. */
export async function continueToAmount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'How much?')).toBeFocused();
}

export async function fillAmountAndReference(
  page: Page,
  amount: string,
  reference?: string,
): Promise<void> {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  if (reference !== undefined)
    await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
}

/** Continue from the amount step; the review is shown. */
export async function continueToReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Check and confirm')).toBeFocused();
}

/** The review's money lines. */
export async function expectReview(
  page: Page,
  expected: { amount: string; fee: string; total: string },
): Promise<void> {
  await expect(figure(page, 'Amount')).toHaveText(expected.amount);
  await expect(figure(page, 'Fee')).toHaveText(expected.fee);
  await expect(figure(page, 'Total leaving your account')).toHaveText(expected.total);
  await expect(figure(page, 'The recipient gets')).toHaveText(expected.amount);
}

/**
 * Finds Grace by her phone number, looked up as soon as it is complete (no button to press),
 * and continues to the amount step.
 */
export async function findGraceByPhone(page: Page): Promise<void> {
  await chooseSomeoneNew(page, 'Another customer of the bank');
  await expect(stepHeading(page, 'Find a customer')).toBeFocused();
  await page.getByRole('radio', { name: 'Phone number' }).check();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(GRACE_PHONE);
  await expect(page.getByText('Found: Grace Hopper', { exact: true })).toBeVisible();
  await continueToAmount(page);
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  handledStatus?: number;
}

/** The transfer POSTs the mock bank received (internal and SEPA). */
export async function transferPosts(mock: MockControl): Promise<LoggedRequest[]> {
  const requests = (await mock.requests()) as LoggedRequest[];
  return requests.filter(
    (request) => request.method === 'POST' && request.path.startsWith('/v2/transfer'),
  );
}

interface ChargedTransaction {
  id: string;
  amount: string;
  direction: string;
  charge?: { amount?: string; fee?: string; total?: string; currency?: string } | null;
}

/**
 * Records every transaction the app reads from GET /v1/transactions, as the bank sent them
 * (works against a dev environment too: nothing but the app's own traffic is read).
 */
export function recordTransactions(page: Page): Map<string, ChargedTransaction> {
  const seen = new Map<string, ChargedTransaction>();
  page.on('response', async (response) => {
    if (response.request().method() !== 'GET') return;
    if (!new URL(response.url()).pathname.endsWith('/v1/transactions')) return;
    if (!response.ok()) return;
    try {
      const pages = (await response.json()) as { transactions?: ChargedTransaction[] }[];
      for (const item of pages.flatMap((entry) => entry.transactions ?? [])) {
        seen.set(item.id, item);
      }
    } catch {
      // A page that closed before the body was read: nothing to record.
    }
  });
  return seen;
}
