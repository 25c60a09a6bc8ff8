import type { Locator, Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import type { Transaction } from '../src/api/transactions/schemas';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';
import {
  continueToReview,
  EVERYDAY,
  fillAmountAndReference,
  recordTransactions,
  stepHeading,
} from './transfers-steps';

// Issue 22 §2 and §6: a receipt whose figures equal the transaction's `charge` in the mock's
// data, and whose print version (the browser's "Save as PDF") fits one A4 page. Expected
// money is formatted here by Intl from the mock's decimal strings, never by the app's code.

const euros = (value: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(
    value as Intl.StringNumericLiteral,
  );

/** The receipt's value (<dd>) for a term (<dt>), in the receipt only. */
function line(receipt: Locator, term: string): Locator {
  return receipt.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

const receiptOf = (page: Page) => page.getByRole('article', { name: 'Payment receipt' });

/** saver's newest payment out of the Savings pot that completed with a charge, as seeded. */
function seededPayment(): { transaction: Transaction; accountId: string } {
  const saver = seedBank().users.get('saver');
  const pot = saver?.accounts.find((account) => account.title === 'Savings pot');
  const transaction = saver?.transactions
    .filter((item) => item.accountId === pot?.id)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .find(
      (item) =>
        item.direction === 'out' &&
        item.status === 'completed' &&
        item.charge?.fee &&
        item.recipient?.name,
    );
  if (!pot || !transaction) throw new Error('saver has no charged payment out');
  return { transaction, accountId: pot.id };
}

/** The pages of a PDF, counted by its page objects (not the `/Pages` tree). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/**
 * The print version: the app's header, navigation and buttons are left out, the bank's mark
 * heads the receipt, and printed on A4 it is one page (and fits one page's height at 96 dpi).
 */
async function expectOnePagePrint(page: Page, bankName: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  const receipt = receiptOf(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download receipt' })).toBeHidden();
  await expect(receipt.getByText(bankName, { exact: true })).toBeVisible();
  // A4 is 297 mm tall; less the print stylesheet's 15 mm margins, 267 mm at 96 dpi.
  const printable = (267 / 25.4) * 96;
  const box = await receipt.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(printable);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPages(pdf)).toBe(1);
  await page.emulateMedia({ media: 'screen' });
}

test('a payment’s details page is its receipt: the figures of its charge, one printed page', async ({
  page,
  signIn,
}) => {
  const { transaction, accountId } = seededPayment();
  const { charge, recipient } = transaction;
  const name = [recipient?.name, recipient?.surname].filter(Boolean).join(' ');
  await signIn('saver', `/history/${transaction.id}?accountId=${accountId}`);

  const receipt = receiptOf(page);
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(line(receipt, 'Paid to')).toContainText(name);
  await expect(line(receipt, 'Amount')).toHaveText(euros(charge!.amount!));
  await expect(line(receipt, 'Fee charged')).toContainText(euros(charge!.fee!));
  await expect(line(receipt, 'Total that left your account')).toHaveText(euros(charge!.total!));
  await expect(line(receipt, 'Reference')).toHaveText(recipient!.reference!);
  await expect(line(receipt, 'From your account')).toContainText('Savings pot');
  await expect(line(receipt, 'Status')).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Copy details' })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  const bankName = (await page.locator('.shell__brand').first().textContent()) ?? '';
  expect(bankName).not.toBe('');
  await expectOnePagePrint(page, bankName.trim());
  await page.setViewportSize({ width: 375, height: 800 });
  await expectOnePagePrint(page, bankName.trim());
});

test('a transfer’s result is its receipt: the charge the bank records, moving to completed', async ({
  page,
  signIn,
}) => {
  const transactions = recordTransactions(page);
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
  // Who is paid first: Grace, one of ada's saved recipients.
  await page
    .getByRole('region', { name: 'Saved recipients' })
    .getByRole('button', { name: /^Grace Hopper/ })
    .click();
  await expect(stepHeading(page, 'How much?')).toBeFocused();
  await fillAmountAndReference(page, '250', 'Dinner');
  await continueToReview(page);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(stepHeading(page, 'Transfer sent')).toBeFocused();

  const receipt = receiptOf(page);
  await expect(receipt).toBeVisible();
  const id =
    (await page
      .getByText('Transaction reference', { exact: true })
      .locator('xpath=following-sibling::dd[1]//code')
      .textContent()) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // The charge as the bank holds it, from its own answer to the app's read.
  await expect.poll(() => transactions.get(id)?.charge?.fee).toBeDefined();
  const charge = transactions.get(id)!.charge!;
  await expect(line(receipt, 'Paid to')).toContainText('Grace Hopper');
  await expect(line(receipt, 'Amount')).toHaveText(euros(charge.amount!));
  await expect(line(receipt, 'Fee charged')).toContainText(euros(charge.fee!));
  await expect(line(receipt, 'Total that left your account')).toHaveText(euros(charge.total!));
  await expect(line(receipt, 'Reference')).toHaveText('Dinner');
  await expect(line(receipt, 'From your account')).toContainText('Everyday euros');

  // The mock completes a transfer after a few seconds: the open receipt follows it.
  const progress = receipt.getByRole('list', { name: 'Where this payment is' });
  await expect(progress.getByRole('listitem').last()).toHaveText('Completed (done)');
  await expect(line(receipt, 'Status')).toContainText('The money has left your account.');
  await expectAccessibleWideAndNarrow(page);

  const bankName = (await page.locator('.shell__brand').first().textContent()) ?? '';
  await expectOnePagePrint(page, bankName.trim());
});
