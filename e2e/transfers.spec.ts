import { expectAccessibleWideAndNarrow } from './accessibility';
import { isMockEnvironment } from './environment';
import { expect, test } from './fixtures';
import {
  BASIC_EUR_RULE_IN_WORDS,
  chooseRecipient,
  chooseSomeoneNew,
  continueToAmount,
  continueToReview,
  EVERYDAY,
  EVERYDAY_OPTION,
  expectReview,
  figure,
  fillAmountAndReference,
  findGraceByPhone,
  recordTransactions,
  stepHeading,
  transferPosts,
} from './transfers-steps';

// The four kinds of recipient, each chosen first and sent once, with the fee shown before sending and charged
// as shown. Figures come from the seed: ada's Everyday euros has €12,057.91 available and her
// BasicContract charges the larger of €1.00 and 0.5 % on EUR transfers.

test('ada moves euros to her other EUR account: fee and total before sending, one POST', async ({
  page,
  signIn,
  mock,
}) => {
  // ada holds one EUR account; her contract allows two, so she opens the second first.
  await signIn('ada', '/accounts/open');
  await page.getByLabel('Account name').fill('Holidays');
  await page.getByRole('radio', { name: 'EUR — 1 of 2 left' }).check();
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible({
    timeout: 20_000,
  });

  // "Send money" on the account page chooses the source; who is paid comes first.
  await page.goto(`/accounts/${EVERYDAY.id}`);
  await page.getByRole('link', { name: 'Send money from this account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();
  await expect(stepHeading(page, 'Who are you paying?')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${EVERYDAY.id}`));
  await expectAccessibleWideAndNarrow(page);

  await chooseRecipient(page, 'Your accounts', 'Holidays');
  await expect(page.getByRole('combobox', { name: 'From account' })).toHaveValue(EVERYDAY.id);
  await expect(
    page.getByRole('combobox', { name: 'From account' }).getByRole('option', { selected: true }),
  ).toHaveText(EVERYDAY_OPTION);
  // What is available, and the fee and total as the amount is typed (0.5 % of 1,234.50).
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
    /€12,057\.91 available/,
  );
  await fillAmountAndReference(page, '1,234.50', 'Summer trip');
  await expect(page.getByText('Estimated fee €6.17, total €1,240.67')).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  await continueToReview(page);

  // 0.5 % of 1,234.50 is 6.1725, above the €1.00 minimum: €6.17 (half-up to the cent).
  await expectReview(page, { amount: '€1,234.50', fee: '€6.17', total: '€1,240.67' });
  await expect(page.getByText(BASIC_EUR_RULE_IN_WORDS)).toBeVisible();
  await expect(figure(page, 'To')).toHaveText('Your account Holidays');
  await expect(figure(page, 'Reference')).toHaveText('Summer trip');
  // Nothing has been sent by reaching the review; no amount is in the address.
  expect(await transferPosts(mock)).toEqual([]);
  expect(page.url()).not.toContain('1234');
  await expectAccessibleWideAndNarrow(page);

  // Back keeps everything typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1,234.50');
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue('Summer trip');
  await continueToReview(page);

  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
  await expect(page.getByText('Your transfer of €1,234.50 is on its way.')).toBeVisible();
  // The receipt's figures and progress: e2e/receipt.spec.ts.
  await expect(figure(page, 'Transaction reference')).toContainText(/[0-9a-f-]{36}/);
  await expect(figure(page, 'Operation reference')).toContainText(/[0-9a-f-]{36}/);
  await expectAccessibleWideAndNarrow(page);
  expect(await transferPosts(mock)).toEqual([
    expect.objectContaining({ path: '/v2/transfer/internal', status: 201 }),
  ]);

  // The history link leads to the source account's transactions.
  await expect(page.getByRole('link', { name: 'See it in your history' })).toHaveAttribute(
    'href',
    new RegExp(`accountId=${EVERYDAY.id}`),
  );
});

test('ada pays Grace, found by phone, and the fee shown is the charge the bank records', async ({
  page,
  signIn,
}) => {
  test.skip(!isMockEnvironment, 'Compares with the mock bank’s seeded balances and contract');
  const transactions = recordTransactions(page);
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
  await findGraceByPhone(page);
  await fillAmountAndReference(page, '250', 'Dinner');
  await expectAccessibleWideAndNarrow(page);
  await continueToReview(page);

  // 0.5 % of 250.00 is 1.25, above the €1.00 minimum.
  await expectReview(page, { amount: '€250.00', fee: '€1.25', total: '€251.25' });
  await expect(figure(page, 'To')).toContainText('Grace Hopper');
  await expect(figure(page, 'To')).toContainText('Found by phone number');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
  const id = (await figure(page, 'Transaction reference').locator('code').textContent()) ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // The result reads the fee the bank recorded on the transaction (its `charge`).
  await expect(figure(page, 'Fee charged')).toContainText('€1.25');
  await expect(figure(page, 'Total that left your account')).toContainText('€251.25');

  // The account page reads the account's transactions: the new one carries the charge.
  await page.goto(`/accounts/${EVERYDAY.id}`);
  await expect.poll(() => transactions.get(id)).toBeDefined();
  expect(transactions.get(id)).toMatchObject({
    // The amount as sent: the canonical decimal string of what was typed.
    amount: expect.stringMatching(/^250(\.00?)?$/),
    direction: 'out',
    charge: { fee: '1.25', total: '251.25', currency: 'EUR' },
  });
});

test('ada pays a saved recipient in euros: only recipients who receive EUR are offered', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
  const saved = page.getByRole('region', { name: 'Saved recipients' });
  // Seeded: Grace (EUR and GBP), Oliver (GBP), Hans (EUR): from a EUR account, Grace and Hans.
  await expect(saved.getByRole('button')).toHaveCount(2);
  await expect(saved.getByRole('button', { name: /Oliver Pound/ })).toHaveCount(0);
  await expectAccessibleWideAndNarrow(page);
  await chooseRecipient(page, 'Saved recipients', 'Grace Hopper');
  await fillAmountAndReference(page, '80', 'Books');
  await continueToReview(page);
  // 0.5 % of 80.00 is 0.40: the €1.00 minimum applies.
  await expectReview(page, { amount: '€80.00', fee: '€1.00', total: '€81.00' });
  await expect(figure(page, 'To')).toContainText('Grace Hopper');
  await expectAccessibleWideAndNarrow(page);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
  expect(await transferPosts(mock)).toEqual([
    expect.objectContaining({ path: '/v2/transfer/internal', status: 201 }),
  ]);
});

test('ada sends euros by SEPA to an IBAN pasted with spaces and in lower case', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
  await chooseSomeoneNew(page, 'A bank account');
  await expect(stepHeading(page, 'Pay a bank account')).toBeFocused();
  // A Dutch IBAN with a valid checksum (ISO 13616's example), as a person might paste it.
  await page.getByRole('textbox', { name: 'IBAN' }).fill(' nl91 abna 0417 1643 00 ');
  await page.getByRole('textbox', { name: 'First name' }).fill('Hans');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Muster');
  await expectAccessibleWideAndNarrow(page);
  await continueToAmount(page);
  await expect(page.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
  await fillAmountAndReference(page, '40', 'Invoice 2026/17');
  await continueToReview(page);

  // 0.5 % of 40.00 is 0.20: the €1.00 minimum applies.
  await expectReview(page, { amount: '€40.00', fee: '€1.00', total: '€41.00' });
  await expect(figure(page, 'To')).toContainText('Hans Muster');
  await expect(figure(page, 'To')).toContainText('NL91 ABNA 0417 1643 00');
  await expectAccessibleWideAndNarrow(page);
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
  expect(await transferPosts(mock)).toEqual([
    expect.objectContaining({ path: '/v2/transfer', status: 201 }),
  ]);
});
