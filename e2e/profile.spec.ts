import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

test('ada changes her phone number; a malformed one is refused and kept', async ({
  page,
  signIn,
}) => {
  await signIn('ada');
  // ada's terms version is 2025-01-01T00:00:00Z (mock/bank/seed-helpers.ts): the day in
  // en-GB's medium date style, and her contract BasicContract by its title, "Basic".
  await expect(page.getByText(/^Terms of 1 Jan 2025$/)).toBeVisible();
  await expect(page.getByText('Basic', { exact: true })).toBeVisible();
  await expect(page.getByText('Accepted on')).toBeVisible();
  // The raw values only under the closed "Details for support".
  await expect(page.getByText('BasicContract', { exact: true })).toBeHidden();
  await expect(page.getByText('2025-01-01T00:00:00Z', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Change phone number' }).click();

  const field = page.getByLabel('New phone number');
  await field.fill('+44 12');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter a valid mobile phone number');
  await expect(field).toHaveValue('+44 12');
  await expectNoViolations(page);

  await field.fill('+44 7911 123456');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(page.getByRole('status')).toHaveText('Your phone number was changed.');
  // Stored as +447911123456 (E.164), shown in the UK numbering plan's international format.
  await expect(page.getByText('+44 7911 123456', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('+44 7911 123456', { exact: true })).toBeVisible();
});
