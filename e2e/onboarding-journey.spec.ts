import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

test('a new customer goes from sign-in to the bank details of a newly opened account', async ({
  page,
  signIn,
}) => {
  await signIn('new', '/');
  // Home shows the progress; its one button leads to the first step.
  await page.getByRole('link', { name: 'Enter your details' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');

  // 1. Details.
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Surname').fill('Hopper');
  await page.getByLabel('Nationality').fill('United States');
  await page.getByLabel('Date of birth').fill('1986-12-09');
  await page.getByLabel('Mobile phone number').fill('+1 202 555 0147');
  await page.getByRole('button', { name: 'Create my profile' }).click();

  // 2. Contract: focus follows the path to the new step.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Your contract' })).toBeFocused();
  await expectNoViolations(page);
  await page
    .getByRole('article', { name: 'Basic', exact: true })
    .getByRole('button', { name: 'Choose Basic' })
    .click();
  await page.getByLabel('I accept the terms of this contract').check();
  await page.getByRole('button', { name: 'Accept contract' }).click();

  // 3. Identity check, with the test verifier.
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Identity check' })).toBeVisible();
  await expectNoViolations(page);
  const widget = page.getByRole('region', { name: 'Verification partner (test stand-in)' });
  await widget.getByRole('radio', { name: 'Approved' }).check();
  await widget.getByRole('button', { name: 'Submit documents' }).click();
  await expect(page.getByRole('heading', { name: 'We are checking your documents' })).toBeVisible();

  // 4. First account: the step comes by itself once the check is confirmed.
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Your first account' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoViolations(page);
  await page.getByLabel('Account name').fill('Everyday');
  await page.getByRole('radio', { name: 'EUR — 2 of 2 left' }).check();
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Opening your first account…' }),
  ).toBeVisible();

  // The account's page, nothing in it yet: it leads with its bank details, to add money.
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible({
    timeout: 20_000,
  });
  const details = page.getByRole('region', { name: 'Add money' });
  await expect(details.getByText(/^DE\d{2}( \d{4}){4} \d{2}$/)).toBeVisible();
  await expect(details.getByText('Grace Hopper', { exact: true })).toBeVisible();

  // Onboarded now: home shows the money, not the guided path.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Available now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finish setting up' })).toHaveCount(0);
});

test('a rejected client sees what to do next', async ({ page, signIn }) => {
  await signIn('rejected', '/onboarding', { loginPage: true });
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Identity check' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What you can do' })).toBeVisible();
  await expect(page.getByText(/Contact our support team/)).toBeVisible();
  await expectNoViolations(page);
});
