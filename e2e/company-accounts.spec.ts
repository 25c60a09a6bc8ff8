import type { Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { isMockEnvironment } from './environment';
import { expect, test } from './fixtures';
import {
  continueToReview,
  expectReview,
  fillAmountAndReference,
  findGraceByPhone,
  seededAccount,
  stepHeading,
  transferPosts,
} from './transfers-steps';

// acme acts for its companies through `?companyId=` in the address (the switcher only sets
// it). What each company may do follows the mock's seed (mock/bank/seed.ts): Acme Corporation
// is verified with a contract; Acme Rockets' KYB is only initiated, it has no contract, and
// its Launch fund waits for activation.

const seed = seedBank();

function companyId(name: string): string {
  const company = seed.users.get('acme')?.companies.find((candidate) => candidate.name === name);
  if (!company) throw new Error(`acme has no company ${name}`);
  return company.companyId;
}

const CORPORATION = companyId('Acme Corporation');
const ROCKETS = companyId('Acme Rockets');

/** A value (<dd>) of the account page's summary. */
function summaryValue(page: Page, term: string) {
  return page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

test.describe('company accounts', () => {
  test.skip(!isMockEnvironment, 'Opens company accounts and injects faults in the mock bank');

  test('acme opens an account for Acme Corporation; a refusal is explained, then it is activated', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('acme', `/accounts?companyId=${CORPORATION}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accounts of Acme Corporation' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Acme operating' })).toBeVisible();
    await expectAccessibleWideAndNarrow(page);

    await page.getByRole('link', { name: 'Open an account' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Open an account for Acme Corporation' }),
    ).toBeVisible();
    await page.getByLabel('Account name').fill('Acme pounds');
    // BasicContract allows one GBP account; Acme Corporation's two accounts are EUR.
    await page.getByRole('radio', { name: 'GBP — 1 of 1 left' }).check();
    await expectAccessibleWideAndNarrow(page);
    const opening = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v1/accounts'),
    );
    await page.getByRole('button', { name: 'Open account' }).click();
    expect((await opening).postDataJSON()).toMatchObject({
      title: 'Acme pounds',
      currency: 'GBP',
      companyId: CORPORATION,
    });

    await expect(page.getByRole('heading', { level: 1, name: 'Acme pounds' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(new RegExp(`/accounts/[0-9a-f-]{36}\\?companyId=${CORPORATION}$`));
    await expect(summaryValue(page, 'Company')).toHaveText('Acme Corporation');
    // The spec's `initiated`: a company account waits for activation (said in its card).
    await expect(page.getByRole('region', { name: 'Activation' }).getByRole('status')).toHaveText(
      'Waiting for activation',
    );
    await expectAccessibleWideAndNarrow(page);

    // The company's status changed at the bank since the page was read.
    await mock.fault({
      path: '/v2/accounts/*',
      method: 'PATCH',
      kind: 'reject',
      status: 403,
      message: 'Company status blocks account activation',
    });
    const activation = page.getByRole('region', { name: 'Activation' });
    await activation.getByRole('button', { name: 'Activate account' }).click();
    const alert = activation.getByRole('alert');
    await expect(alert).toContainText('The account could not be activated');
    await expect(alert).toContainText(
      'The company’s status does not allow it to activate accounts yet',
    );
    await expect(
      activation.getByRole('link', { name: 'See what the company still needs' }),
    ).toHaveAttribute('href', '/companies');
    await expectAccessibleWideAndNarrow(page);

    const activating = page.waitForRequest((request) => request.method() === 'PATCH');
    await activation.getByRole('button', { name: 'Activate account' }).click();
    expect((await activating).postDataJSON()).toEqual({ companyId: CORPORATION });
    // The spec's result reports `pending`.
    await expect(activation.getByRole('status')).toContainText('Activation pending');
    await expect(page.getByText('Activation pending', { exact: true })).toHaveCount(1);
    await expect(activation.getByRole('button', { name: 'Activate account' })).toHaveCount(0);
    await expectAccessibleWideAndNarrow(page);

    const patches = (await mock.requests()).filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.status)).toEqual([403, 200]);
  });

  test('Acme Rockets is offered no account, and its Launch fund says why it cannot be activated', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('acme', `/accounts?companyId=${ROCKETS}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accounts of Acme Rockets' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify Acme Rockets first' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open an account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Verify the company' })).toHaveAttribute(
      'href',
      `/companies/${ROCKETS}/verification`,
    );
    await expectAccessibleWideAndNarrow(page);

    await page.getByRole('link', { name: 'Launch fund' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Launch fund' })).toBeVisible();
    await expect(summaryValue(page, 'Company')).toHaveText('Acme Rockets');
    const activation = page.getByRole('region', { name: 'Activation' });
    await expect(activation.getByRole('status')).toHaveText('Waiting for activation');
    await expect(activation).toContainText(
      'Acme Rockets can open and activate accounts and move money once its verification is complete.',
    );
    await expect(activation.getByRole('link', { name: 'Verify the company' })).toHaveAttribute(
      'href',
      `/companies/${ROCKETS}/verification`,
    );
    await expect(activation.getByRole('button', { name: 'Activate account' })).toHaveCount(0);
    await expectAccessibleWideAndNarrow(page);

    // Nor may it move money.
    await page.goto(`/transfers?companyId=${ROCKETS}`);
    await expect(page.getByRole('heading', { name: 'Verify Acme Rockets first' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expectAccessibleWideAndNarrow(page);

    const changes = (await mock.requests()).filter((request) => request.method !== 'GET');
    expect(changes).toEqual([]);
  });

  test('a transfer from Acme Corporation’s account is sent from the company', async ({
    page,
    signIn,
    mock,
  }) => {
    const operating = seededAccount('acme', 'Acme operating');
    await signIn('acme', `/accounts/${operating.id}?companyId=${CORPORATION}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Acme operating' })).toBeVisible();
    await page.getByRole('link', { name: 'Send money from this account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Send money' })).toBeVisible();

    // Who is paid comes first; the account the link named is then the source.
    await findGraceByPhone(page);
    await expect(page.getByRole('combobox', { name: 'From account' })).toHaveValue(operating.id);
    await fillAmountAndReference(page, '10.00', 'Supplies');
    await continueToReview(page);
    // acme's BasicContract: the larger of €1.00 and 0.5 % (€0.05) of €10.00.
    await expectReview(page, { amount: '€10.00', fee: '€1.00', total: '€11.00' });
    await expectAccessibleWideAndNarrow(page);

    const sending = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v2/transfer/internal'),
    );
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    expect((await sending).postDataJSON()).toMatchObject({
      amount: '10.00',
      from: { type: 'company', accountId: operating.id, companyId: CORPORATION },
    });
    await expect(stepHeading(page, 'Transfer sent')).toBeFocused();
    await expectAccessibleWideAndNarrow(page);
    expect(await transferPosts(mock)).toEqual([
      expect.objectContaining({ path: '/v2/transfer/internal', status: 201 }),
    ]);
  });
});
