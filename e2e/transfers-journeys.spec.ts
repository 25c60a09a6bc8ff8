import type { Page } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';
import {
  chooseSomeoneNew,
  continueToAmount,
  continueToReview,
  EVERYDAY,
  expectReview,
  fillAmountAndReference,
  GRACE_PHONE,
  stepHeading,
  transferPosts,
} from './transfers-steps';

// The journeys of issue 22 §6, at 1440 and at 375 px: a recent recipient paid in four actions
// or fewer, and a new customer found by phone without a search button. Figures come from the
// mock's seed: ada's Everyday euros has €12,057.91 available, her BasicContract charges the
// larger of €1.00 and 0.5 % (an estimate: its rule names no kind of transfer, A-216), and Grace
// Hopper (mock/bank/seed-customers.ts) has the phone number +44 7700 900456 and an account in
// euros and one in pounds.

/** The menu's link to the transfers area: the header's at 1440 px, the tab bar's at 375 px. */
function transfersLink(page: Page, width: number) {
  const menu = page.getByRole('navigation', { name: width < 640 ? 'Main tabs' : 'Main' });
  return menu.getByRole('link', { name: 'Transfers', exact: true });
}

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 740 : 900 } });

    test('ada pays a recent recipient again in four actions, from the menu after a transfer', async ({
      page,
      signIn,
      mock,
    }) => {
      // First ada pays Hans Muster's Dutch account by SEPA: he is then a recent recipient.
      await signIn('ada', `/transfers?from=${EVERYDAY.id}`);
      await chooseSomeoneNew(page, 'A bank account');
      await page.getByRole('textbox', { name: 'IBAN' }).fill('NL91 ABNA 0417 1643 00');
      await page.getByRole('textbox', { name: 'First name' }).fill('Hans');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Muster');
      await continueToAmount(page);
      await fillAmountAndReference(page, '40', 'Invoice 17');
      await continueToReview(page);
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      await expect(stepHeading(page, 'Transfer sent')).toBeFocused();

      // The menu's link opens a new transfer, not the last one's result.
      await transfersLink(page, width).click();
      await expect(stepHeading(page, 'Who are you paying?')).toBeVisible();
      await expect(stepHeading(page, 'Transfer sent')).toHaveCount(0);
      const recent = page.getByRole('region', { name: 'Recent' });
      await expect(recent.getByRole('button', { name: /^Hans Muster/ })).toContainText(
        'NL91 ABNA 0417 1643 00',
      );
      await expectNoViolations(page);

      // 1: who. The only account that can pay an IBAN, Everyday euros, is chosen.
      await recent.getByRole('button', { name: /^Hans Muster/ }).click();
      await expect(stepHeading(page, 'How much?')).toBeFocused();
      await expect(page.getByRole('combobox', { name: 'From account' })).toHaveValue(EVERYDAY.id);
      // 2: how much; the fee and the total are said as it is typed (0.5 % of 30.00 is 0.15).
      await page.getByRole('textbox', { name: 'Amount' }).fill('30');
      await expect(page.getByText('Estimated fee €1.00, total €31.00')).toBeVisible();
      await expectNoViolations(page);
      // 3: continue to the review.
      await continueToReview(page);
      await expectReview(page, { amount: '€30.00', fee: '€1.00', total: '€31.00' });
      await expect(page.getByText('Hans Muster', { exact: true })).toBeVisible();
      await expectNoViolations(page);
      // 4: confirm.
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
      expect(await transferPosts(mock)).toEqual([
        expect.objectContaining({ path: '/v2/transfer', status: 201 }),
        expect.objectContaining({ path: '/v2/transfer', status: 201 }),
      ]);
    });

    test('ada pays a new customer found by phone without pressing a search button', async ({
      page,
      signIn,
      mock,
    }) => {
      await signIn('ada', '/transfers');
      await expect(stepHeading(page, 'Who are you paying?')).toBeVisible();
      await expectNoViolations(page);
      await chooseSomeoneNew(page, 'Another customer of the bank');
      await expect(stepHeading(page, 'Find a customer')).toBeFocused();
      await page.getByRole('textbox', { name: 'Phone number' }).fill(GRACE_PHONE);
      await expect(page.getByText('Found: Grace Hopper', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /Find|Search/ })).toHaveCount(0);
      // ada can send euros and pounds, and Grace has an account in each: ada picks one.
      await page.getByRole('radio', { name: 'Their EUR account' }).check();
      await expectNoViolations(page);
      await continueToAmount(page);
      await expect(page.getByRole('combobox', { name: 'From account' })).toHaveValue(EVERYDAY.id);
      await fillAmountAndReference(page, '25', 'Lunch');
      await continueToReview(page);
      await expectReview(page, { amount: '€25.00', fee: '€1.00', total: '€26.00' });
      await expect(page.getByText('Found by phone number +44 7700 900456')).toBeVisible();
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
      const searched = ((await mock.requests()) as { method: string; path: string }[]).filter(
        (request) => request.path.startsWith('/recipient/search/'),
      );
      expect(searched.map((request) => request.path).sort()).toEqual([
        '/recipient/search/EUR',
        '/recipient/search/GBP',
      ]);
      expect(await transferPosts(mock)).toEqual([
        expect.objectContaining({ path: '/v2/transfer/internal', status: 201 }),
      ]);
    });
  });
}
