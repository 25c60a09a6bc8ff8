import type { Page } from '@playwright/test';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { isMockEnvironment } from './environment';
import { expect, test } from './fixtures';
import {
  chooseSomeoneNew,
  continueToAmount,
  continueToReview,
  EVERYDAY,
  expectReview,
  fillAmountAndReference,
  findGraceByPhone,
  stepHeading,
  transferPosts,
} from './transfers-steps';

// Problems explained where they are: wrong details before anything is sent, and the bank's
// refusals after Confirm, each at its field with the bank's own words, nothing typed lost.

function summaryOf(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'There is a problem' });
}

test('an invalid IBAN and a too-short reference are explained at their fields', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);

  // SEPA: a German IBAN with one digit mistyped (its checksum no longer holds).
  await chooseSomeoneNew(page, 'A bank account');
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('textbox', { name: 'First name' }).fill('Hans');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = summaryOf(page);
  await expect(summary).toBeFocused();
  const ibanProblem = 'This IBAN is not valid: check it for typing mistakes';
  await expect(iban).toHaveAccessibleDescription(new RegExp(ibanProblem));
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: ibanProblem }).click();
  await expect(iban).toBeFocused();
  await expect(stepHeading(page, 'Pay a bank account')).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  // Another customer: the internal reference needs 2 to 120 letters, digits or spaces.
  await page.getByRole('button', { name: 'Back' }).click();
  await findGraceByPhone(page);
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  const reference = page.getByRole('textbox', { name: 'Reference' });
  await reference.fill('A');
  // Said while typing, before Continue.
  await expect(page.getByText('A reference needs at least 2 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary).toBeFocused();
  const referenceProblem = 'Enter a reference of at least 2 characters';
  await expect(summary.getByRole('link', { name: referenceProblem })).toBeVisible();
  await expect(reference).toHaveAccessibleDescription(new RegExp(referenceProblem));
  await expectAccessibleWideAndNarrow(page);

  // Corrected, it goes through to the review; nothing was sent on the way.
  await reference.fill('AB');
  await expect(page.getByText('2 of 120 characters')).toBeVisible();
  await continueToReview(page);
  expect(await transferPosts(mock)).toEqual([]);
});

test('more than is available is caught before the review', async ({ page, signIn }) => {
  test.skip(!isMockEnvironment, 'Uses the mock bank’s seeded balances');
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
  await findGraceByPhone(page);
  // Seeded: €12,057.91 available.
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('12057.92');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summaryOf(page)).toBeFocused();
  await expect(amount).toHaveAccessibleDescription(/This is more than the account has available/);

  // Within the balance, but not with the fee: the review says so and will not send.
  await amount.fill('12057.91');
  await continueToReview(page);
  await expect(page.getByRole('alert')).toContainText(
    'With the fee, this is more than the €12,057.91 available.',
  );
  await expect(page.getByRole('button', { name: 'Confirm and send' })).toBeDisabled();
});

test('the bank’s “Account balance is not enough” is explained at the amount, nothing lost', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
  await findGraceByPhone(page);
  await fillAmountAndReference(page, '500', 'Rent');
  await continueToReview(page);
  await expectReview(page, { amount: '€500.00', fee: '€2.50', total: '€502.50' });

  // As when another device spent the money meanwhile.
  await mock.fault({
    path: '/v2/transfer/internal',
    method: 'POST',
    kind: 'reject',
    status: 400,
    message: 'Account balance is not enough',
  });
  await page.getByRole('button', { name: 'Confirm and send' }).click();

  await expect(stepHeading(page, 'How much?')).toBeVisible();
  await expect(summaryOf(page)).toBeFocused();
  const explained = 'The account does not have enough money for this amount and its fee.';
  await expect(page.getByText('The bank did not send this transfer')).toBeVisible();
  await expect(
    page.getByText('The bank’s own words: “Account balance is not enough”'),
  ).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveAccessibleDescription(new RegExp(explained));
  await expect(amount).toHaveValue('500');
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue('Rent');
  await expect(page.getByText('Grace Hopper', { exact: true })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  expect((await transferPosts(mock)).map((request) => request.status)).toEqual([400]);
});

test('the bank’s “Recipient account currency does not match” is explained at the recipient', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
  await findGraceByPhone(page);
  await fillAmountAndReference(page, '25', 'Lunch');
  await continueToReview(page);

  // As when the customer's account changed between the search and the send.
  await mock.fault({
    path: '/v2/transfer/internal',
    method: 'POST',
    kind: 'reject',
    status: 400,
    message: 'Recipient account currency does not match',
  });
  await page.getByRole('button', { name: 'Confirm and send' }).click();

  await expect(summaryOf(page)).toBeFocused();
  const explained =
    'The recipient’s account is in another currency than yours. Choose an account in the same currency.';
  await expect(
    page.getByText('The bank’s own words: “Recipient account currency does not match”'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
    new RegExp(explained),
  );
  await expect(summaryOf(page).getByRole('link', { name: explained })).toBeVisible();
  await expect(stepHeading(page, 'Find a customer')).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  await continueToAmount(page);
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('25');

  // Once the fault is gone, the same details can be sent: the refusal sent nothing.
  await continueToReview(page);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
  expect((await transferPosts(mock)).map((request) => request.status)).toEqual([400, 201]);
});
