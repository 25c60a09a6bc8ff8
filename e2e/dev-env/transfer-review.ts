import Big from 'big.js';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { Answers } from './answers';
import { expectedFee, type Contract, type TransferKind } from './fees';
import { money } from './money';

// The steps of a transfer the dev journeys share: the review's fee checked against the fee
// the test works out from the sender's contract, then one confirmation and one POST.

export interface V1Account {
  id: string;
  title?: string;
  currency: string;
  status?: string;
  companyId?: string | null;
}

export interface LegacyAccount {
  account: string;
  title?: string;
  currency: string;
  available: number | string;
  status?: string;
}

/** The value (<dd>) next to a term (<dt>). */
export function figure(scope: Locator | Page, term: string): Locator {
  return scope.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

/** On "Who are you paying?", someone new: another customer, or a bank account by IBAN. */
export async function chooseSomeoneNew(
  page: Page,
  kind: 'Another customer of the bank' | 'A bank account',
): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Who are you paying?' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Someone new' })
    .getByRole('button', { name: new RegExp(`^${kind}`) })
    .click();
}

/** Continue from a step to the amount step. */
export async function continueToAmount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How much?' })).toBeFocused();
}

/** The contract the sender is charged by: the one GET /client names, from the catalogue. */
export async function customerContract(answers: Answers): Promise<Contract | undefined> {
  const profile = await answers.latest<{ contract?: string }>('GET', '/client');
  const catalogue = await answers.latest<Contract[]>('GET', '/contracts/clients');
  return catalogue.find((contract) => contract.id === profile.contract);
}

/** The review shows the fee the contract gives, or says it is an estimate or not known. */
export async function expectReviewFee(
  page: Page,
  contract: Contract | undefined,
  transfer: { kind: TransferKind; currency: string; amount: string },
): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeFocused();
  await expect(figure(page, 'Amount')).toHaveText(money(transfer.amount, transfer.currency));
  const expected = expectedFee(contract, transfer.kind, transfer.currency, transfer.amount);
  const estimate = page.getByText(/estimate/i);
  if (expected.status === 'notKnown') {
    await expect(figure(page, 'Fee')).toHaveText('Not known');
    await expect(page.getByText(/The fee is not known before sending/)).toBeVisible();
    return;
  }
  await expect(figure(page, 'Fee')).toHaveText(money(expected.fee, transfer.currency));
  await expect(figure(page, 'Total leaving your account')).toHaveText(
    money(expected.total, transfer.currency),
  );
  if (expected.status === 'estimate') await expect(estimate.first()).toBeVisible();
  else await expect(estimate).toHaveCount(0);
}

/** Confirms the review; exactly one POST to the transfer's endpoint, answered 201. */
export async function confirmOnce(page: Page, kind: TransferKind): Promise<void> {
  const path = kind === 'internalTransfer' ? /\/v2\/transfer\/internal$/ : /\/v2\/transfer$/;
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) {
      posts.push(request.url());
    }
  });
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && path.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 2, name: 'Transfer sent' })).toBeFocused();
  expect(posts).toHaveLength(1);
}

/** An active EUR account of the party, from GET /v1/accounts, with the most available. */
export function richestEuroAccount(
  v1: V1Account[],
  legacy: LegacyAccount[],
  except: string[] = [],
): V1Account | undefined {
  const available = (id: string) =>
    new Big(legacy.find((account) => account.account === id)?.available ?? 0);
  return v1
    .filter((a) => a.currency === 'EUR' && a.status === 'activated' && !except.includes(a.id))
    .sort((a, b) => available(b.id).cmp(available(a.id)))[0];
}
