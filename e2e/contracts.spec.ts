import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test, type MockControl } from './fixtures';
import { figure } from './transfers-steps';

const CHOOSER = '/onboarding/contract';

/** ada as a client who has not accepted a contract yet. */
async function withoutContract(mock: MockControl) {
  await mock.patchClient('ada', { contract: null, termsVersion: null, termsAcceptedTs: null });
}

test('choose Premium, accept its terms, and the profile shows the contract', async ({
  page,
  mock,
  signIn,
}) => {
  await withoutContract(mock);
  await signIn('ada', CHOOSER);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your contract' })).toBeVisible();

  const basic = page.getByRole('article', { name: 'Basic', exact: true });
  const premium = page.getByRole('article', { name: 'Premium', exact: true });
  await expect(basic.getByText('2 EUR accounts')).toBeVisible();
  // mock/bank/seed-contracts.ts: fee rules from 0 (no lower bound to mention), the riskLevel
  // system limit in words, and no "Level 1" (the bank's ranking of its contracts).
  await expect(basic.getByText('0.5%, at least €1.00', { exact: true })).toBeVisible();
  await expect(basic.getByText('0.5%, at least £1.00', { exact: true })).toBeVisible();
  await expect(
    basic.getByText('Limits the bank sets according to your risk profile', { exact: true }),
  ).toBeVisible();
  await expect(basic).not.toContainText(/riskLevel|Level \d|from €0\.00/);
  await expect(premium.getByText('5 EUR accounts')).toBeVisible();
  await expect(premium.getByText('0.2%', { exact: true })).toHaveCount(2);
  await expect(premium.getByText('0.25%, at least US$0.50', { exact: true })).toBeVisible();
  await expect(premium).not.toContainText(/Level \d|from [€£$]/);
  // The seed's withdrawn Legacy (`available: false`) is offered to no one.
  await expect(page.getByRole('article', { name: 'Legacy', exact: true })).toHaveCount(0);

  await premium.getByRole('button', { name: 'Choose Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Accept the Premium contract?' })).toBeFocused();

  // The terms must be accepted first.
  await page.getByRole('button', { name: 'Accept contract' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Confirm that you accept the terms of this contract');

  await page.getByLabel('I accept the terms of this contract').check();
  await page.getByRole('button', { name: 'Accept contract' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${CHOOSER}$`));

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  // The contract's title from the catalogue; its id only under "Details for support".
  await expect(figure(page, 'Contract')).toHaveText('Premium');
  await expect(page.getByText('PremiumContract', { exact: true })).toBeHidden();
  await page.getByText('Details for support', { exact: true }).click();
  await expect(figure(page, 'Contract reference')).toHaveText('PremiumContract');

  const accepts = (await mock.requests()).filter((r) => r.path === '/v2/clients/contract-accept');
  expect(accepts.map(({ method, status }) => ({ method, status }))).toEqual([
    { method: 'POST', status: 200 },
  ]);
});

test('a contract accepted meanwhile is explained, with a way to the profile', async ({
  page,
  mock,
  signIn,
}) => {
  await withoutContract(mock);
  await signIn('ada', CHOOSER);
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByLabel('I accept the terms of this contract').check();
  // Accepted elsewhere (another tab, another device) after this page was loaded.
  await mock.patchClient('ada', { contract: 'PremiumContract' });
  await page.getByRole('button', { name: 'Accept contract' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'You have already accepted a contract' });
  await expect(alert).toBeFocused();
  await expect(page.getByRole('button', { name: 'Accept contract' })).toHaveCount(0);
  await alert.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  // The contract's title from the catalogue; its id only under "Details for support".
  await expect(figure(page, 'Contract')).toHaveText('Premium');
  await expect(page.getByText('PremiumContract', { exact: true })).toBeHidden();
  await page.getByText('Details for support', { exact: true }).click();
  await expect(figure(page, 'Contract reference')).toHaveText('PremiumContract');
});

test('a client who already has a contract is told so instead of seeing the catalogue', async ({
  page,
  signIn,
}) => {
  await signIn('ada', CHOOSER);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You have already accepted a contract' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
});

test('the chooser and its confirm step have no accessibility violations, wide and narrow', async ({
  page,
  mock,
  signIn,
}) => {
  await withoutContract(mock);
  await signIn('ada', CHOOSER);
  await expect(page.getByRole('button', { name: 'Choose Basic' })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Accept contract' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
});
