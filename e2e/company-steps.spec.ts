import type { Page } from '@playwright/test';
import { seedContracts } from '../mock/bank/seed-contracts';
import { seedBank } from '../mock/bank/seed';
import { COMPANY_EMAIL_CODE } from '../mock/bank/routes/companies';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { expect, test } from './fixtures';

/** acme's companies and the contracts on offer, as the mock bank seeds them. */
const companies = seedBank().users.get('acme')?.companies ?? [];
const rockets = companies.find((company) => company.kyb === 'kyb:initiated' && !company.contractId);
const corp = companies.find((company) => company.emailVerified === false);
const launchFund = seedBank()
  .users.get('acme')
  ?.accounts.find((account) => account.companyId === rockets?.companyId);
const premium = seedContracts().find((contract) => contract.id === 'PremiumContract');

function cardOf(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Companies you administer' })
    .getByRole('article', { name });
}

async function openCompanies(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Companies', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeVisible();
}

test('acme verifies Acme Rockets with the test verifier and accepts a contract for it; its needs are gone', async ({
  page,
  mock,
  signIn,
}) => {
  if (!rockets?.name || !premium?.title) throw new Error('acme’s seed changed');
  await signIn('acme', '/companies');
  const card = cardOf(page, rockets.name);
  await card.getByRole('link', { name: `Verify the company (${rockets.name})` }).click();

  await expect(page).toHaveURL(new RegExp(`/companies/${rockets.companyId}/verification$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Verify ${rockets.name}` }),
  ).toBeFocused();
  await expect(page).toHaveTitle(`Verify ${rockets.name} — Mock Bank`);
  const widget = page.getByRole('region', { name: 'Verification partner (test stand-in)' });
  await widget.getByRole('radio', { name: 'Approved' }).check();
  await expectAccessibleWideAndNarrow(page);
  await widget.getByRole('button', { name: 'Submit documents' }).click();

  const pending = page.getByRole('heading', {
    level: 2,
    name: `We are checking the documents of ${rockets.name}`,
  });
  await expect(pending).toBeFocused();
  await expectAccessibleWideAndNarrow(page);
  // The test verifier decides 1.5 s later; the screen reads the status again every 3 s.
  const verified = page.getByRole('heading', { level: 2, name: `${rockets.name} is verified` });
  await expect(verified).toBeFocused();
  await expectAccessibleWideAndNarrow(page);
  const paths = (await mock.requests()).map((r) => `${r.method} ${r.path} ${r.status}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      `GET /v2/companies/${rockets.companyId}/kyb-access-token 200`,
      'POST /__verifier/applicants/submit 200',
    ]),
  );
  // The configuration leaves GET /companies/{id} off.
  expect(paths.filter((line) => line.includes(`GET /companies/${rockets.companyId} `))).toEqual([]);

  // What comes next: its contract.
  await page.getByRole('link', { name: `Choose a contract (${rockets.name})` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Choose a contract for ${rockets.name}` }),
  ).toBeFocused();
  await expectAccessibleWideAndNarrow(page);
  await page.getByRole('button', { name: `Choose ${premium.title}` }).click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `Accept the ${premium.title} contract for ${rockets.name}?`,
    }),
  ).toBeFocused();
  await page
    .getByRole('checkbox', {
      name: `I accept the terms of this contract on behalf of ${rockets.name}`,
    })
    .check();
  await expectAccessibleWideAndNarrow(page);
  await page.getByRole('button', { name: 'Accept contract' }).dblclick();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${rockets.name} now has the ${premium.title} contract`,
    }),
  ).toBeFocused();
  await expectAccessibleWideAndNarrow(page);
  const changes = (await mock.requests())
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path} ${r.status}`);
  expect(changes).toEqual([
    'POST /__verifier/applicants/submit 200',
    'PATCH /companies/contract 200',
  ]);

  await page.getByRole('link', { name: 'Back to your companies' }).click();
  await expect(card.getByText('Nothing is missing: this company is ready to bank.')).toBeVisible();
  await expect(card.getByText(/still needs/)).toHaveCount(0);

  // Verified and under contract, the company may now activate the account it was refused.
  if (!launchFund?.title) throw new Error('Acme Rockets’ seeded account changed');
  await card.getByRole('link', { name: /^See its accounts/ }).click();
  await expect(page.getByText(`You are acting for ${rockets.name}`)).toBeVisible();
  await page.getByRole('link', { name: launchFund.title }).click();
  const activation = page.getByRole('region', { name: 'Activation' });
  const activating = page.waitForRequest((request) => request.method() === 'PATCH');
  await activation.getByRole('button', { name: 'Activate account' }).click();
  expect((await activating).postDataJSON()).toEqual({ companyId: rockets.companyId });
  await expect(activation.getByRole('status')).toContainText('Activation pending');
  await expectAccessibleWideAndNarrow(page);
});

test('acme asks for a new code for Acme Corporation’s email, waits, and confirms it; its need is gone', async ({
  page,
  mock,
  signIn,
}) => {
  if (!corp?.name || !corp.email) throw new Error('acme’s seed changed');
  await signIn('acme', '/profile');
  await openCompanies(page);
  const card = cardOf(page, corp.name);
  await card.getByRole('link', { name: `Confirm the email (${corp.name})` }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Confirm the email of ${corp.name}` }),
  ).toBeFocused();
  await expect(page.getByText(corp.email, { exact: true })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We have sent a new code' }),
  ).toContainText(corp.email);
  const countdown = page.getByText(/^You can ask for a new code in 0:5\d|1:00$/);
  await expect(countdown).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectAccessibleWideAndNarrow(page);

  await page.getByLabel('Code from the email').fill('135790');
  await page.getByRole('button', { name: 'Confirm the email' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await expect(page.getByLabel('Code from the email')).toHaveValue('135790');
  await expectAccessibleWideAndNarrow(page);

  await page.getByLabel('Code from the email').fill(COMPANY_EMAIL_CODE);
  await page.getByRole('button', { name: 'Confirm the email' }).click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `The email address of ${corp.name} is confirmed`,
    }),
  ).toBeFocused();
  await expectAccessibleWideAndNarrow(page);
  const posts = (await mock.requests())
    .filter((r) => r.method === 'POST')
    .map((r) => `${r.method} ${r.path} ${r.status}`);
  expect(posts).toEqual([
    'POST /companies/email/resend-code 200',
    'POST /companies/email/verify 400',
    'POST /companies/email/verify 200',
  ]);

  await page.getByRole('link', { name: 'Back to your companies' }).click();
  await expect(card.getByText('Nothing is missing: this company is ready to bank.')).toBeVisible();
  await expect(card.getByText('Not verified yet')).toHaveCount(0);
});

test('a company that is not the user’s is said plainly on each step page', async ({
  page,
  signIn,
}) => {
  if (!rockets) throw new Error('acme’s seed changed');
  // ada administers no company.
  await signIn('ada', `/companies/${rockets.companyId}/email`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'This is not one of your companies' }),
  ).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  await page.getByRole('link', { name: 'See your companies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeVisible();
});
