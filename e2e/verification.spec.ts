import type { Page } from '@playwright/test';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';

const SCREEN = '/onboarding/verification';

function stateHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name });
}

test('an unverified client sends documents, waits while they are checked, and is verified', async ({
  page,
  mock,
  signIn,
}) => {
  await mock.patchClient('ada', { kyc: 'kyc:unconfirmed' });
  await signIn('ada', SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(stateHeading(page, 'Start your identity check')).toBeVisible();

  const widget = page.getByRole('region', { name: 'Verification partner (test stand-in)' });
  await widget
    .getByRole('group', { name: 'Result to simulate' })
    .getByRole('radio', { name: 'Approved' })
    .check();
  await widget.getByRole('button', { name: 'Submit documents' }).click();

  await expect(stateHeading(page, 'We are checking your documents')).toBeFocused();
  await expect(page.getByText('This page updates by itself')).toBeVisible();

  // The mock verifier decides after a short delay; the screen polls every 3 s.
  await expect(stateHeading(page, 'Your identity is verified')).toBeVisible();
  await expect(stateHeading(page, 'Your identity is verified')).toBeFocused();

  const requests = await mock.requests();
  expect(requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(
    expect.arrayContaining([
      'GET /v2/clients/kyc-access-token 200',
      'POST /__verifier/applicants/submit 200',
    ]),
  );

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a rejected client is told why it matters and what to do next', async ({ page, signIn }) => {
  await signIn('rejected', SCREEN);
  await expect(stateHeading(page, 'We could not verify your identity')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What you can do' })).toBeVisible();
  await expect(page.getByText(/Contact our support team/)).toBeVisible();
  await expect(page.getByText(/this page then asks you for new documents/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit documents' })).toHaveCount(0);
});

test('more documents needed: the widget is offered again', async ({ page, mock, signIn }) => {
  await mock.patchClient('ada', { kyc: 'kyc:unconfirmed' });
  await signIn('ada', SCREEN);
  const widget = page.getByRole('region', { name: 'Verification partner (test stand-in)' });
  await widget.getByRole('radio', { name: 'More documents needed' }).check();
  await widget.getByRole('button', { name: 'Submit documents' }).click();
  await expect(stateHeading(page, 'We need new documents')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Verification partner (test stand-in)' })
      .getByRole('button', { name: 'Submit documents' }),
  ).toBeVisible();
});

test('without a contract the contract step is explained as coming first', async ({
  page,
  mock,
  signIn,
}) => {
  await mock.patchClient('ada', { contract: null, kyc: 'kyc:unconfirmed' });
  await signIn('ada', SCREEN);
  await expect(stateHeading(page, 'Accept a contract first')).toBeVisible();
  await expect(page.getByText('The bank said: Client has no contract')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit documents' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the contract step' }).click();
  await expect(page).toHaveURL(/\/onboarding\/contract$/);
});

test('where the v2 token endpoint is missing, the v1 endpoint is used', async ({
  page,
  mock,
  signIn,
  baseURL,
}) => {
  await mock.patchClient('ada', { kyc: 'kyc:unconfirmed' });
  const appOrigin = new URL(baseURL ?? '').origin;
  await page.route('**/v2/clients/kyc-access-token', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': appOrigin, Vary: 'Origin' },
      body: JSON.stringify({ message: 'Not Found' }),
    }),
  );
  await signIn('ada', SCREEN);
  await expect(page.getByRole('button', { name: 'Submit documents' })).toBeVisible();
  const paths = (await mock.requests()).map((r) => `${r.method} ${r.path} ${r.status}`);
  expect(paths).toContain('GET /v1/kyc/access-token 200');
  expect(paths).not.toContain('GET /v2/clients/kyc-access-token 200');
});

test('the verification screen has no accessibility violations, wide and narrow', async ({
  page,
  mock,
  signIn,
}) => {
  await mock.patchClient('ada', { kyc: 'kyc:unconfirmed' });
  await signIn('ada', SCREEN);
  await expect(page.getByRole('button', { name: 'Submit documents' })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  await page.getByRole('button', { name: 'Submit documents' }).click();
  await expect(stateHeading(page, 'We are checking your documents')).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
});
