import type { Locator } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { isMockEnvironment } from './environment';
import { expect, test } from './fixtures';

/** Seeded records of the mock bank (ids do not depend on the time of the seed). */
function seeded(login: string, title: string) {
  const user = seedBank().users.get(login);
  const record = user?.accounts.find((account) => account.title === title);
  if (!record) throw new Error(`${login} has no seeded account ${title}`);
  return record;
}

function seededPath(login: string, title: string): string {
  const record = seeded(login, title);
  const query = record.companyId ? `?companyId=${record.companyId}` : '';
  return `/accounts/${record.id}${query}`;
}

/** The app's words for the bank's `Account contracts quota is over provided limits`. */
const QUOTA_OVER_SHOWN =
  'You cannot open another account in this currency: your contract’s limit is reached. Choose another currency.';

/** The value (<dd>) next to the label (<dt>) in `scope`. */
function figure(scope: Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

test('ada opens a EUR account and lands on its page with the IBAN in groups of four', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', '/accounts/open');
  await expect(page.getByRole('heading', { level: 1, name: 'Open an account' })).toBeVisible();

  // BasicContract allows one GBP account (ada has it) and two EUR accounts (she has one).
  const gbp = page.getByRole('radio', { name: 'GBP — none left' });
  await expect(gbp).toBeDisabled();
  await expect(gbp).toHaveAccessibleDescription(
    'Not available: your contract allows 1 and you already have 1.',
  );
  const eur = page.getByRole('radio', { name: 'EUR — 1 of 2 left' });
  await expect(eur).toBeEnabled();

  const submit = page.getByRole('button', { name: 'Open account' });
  await submit.click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter an account name' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Choose a currency' })).toBeVisible();
  const name = page.getByLabel('Account name');
  await expect(name).toHaveAccessibleDescription(/Enter an account name/);
  await summary.getByRole('link', { name: 'Enter an account name' }).click();
  await expect(name).toBeFocused();

  await name.fill('Holidays');
  await eur.check();
  await submit.click();

  await expect(page.getByRole('status').filter({ hasText: 'Opening your account…' })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
  // Active: its page names no status (a final one goes unsaid) and money can leave it.
  await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send money from this account' })).toBeVisible();
  // Nothing in it yet: its page leads with "Add money", its bank details ready to copy.
  const addMoney = page
    .getByRole('list', { name: 'Account actions' })
    .getByRole('link', { name: 'Add money: see the bank details to pay into this account' });
  await expect(addMoney).toBeVisible();
  const card = page.getByRole('region', { name: 'Add money' });
  await expect(card.getByText(/^DE\d{2}( \d{4}){4} \d{2}$/)).toBeVisible();
  await addMoney.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add money' })).toBeFocused();
  await expectAccessibleWideAndNarrow(page);
  await expect(card.getByText('Ada Lovelace', { exact: true })).toBeVisible();

  // Sent exactly once.
  const posts = (await mock.requests()).filter(
    (request) => request.method === 'POST' && request.path === '/v1/accounts',
  );
  expect(posts).toEqual([expect.objectContaining({ status: 201 })]);

  // The overview lists it beside the other EUR account, and the EUR total adds both exactly.
  await page.getByRole('link', { name: 'All accounts' }).click();
  const euros = page.getByRole('region', { name: 'EUR accounts' });
  const holidays = euros.getByRole('article', { name: 'Holidays' });
  // Active, so its card names no status; its one figure is the available money.
  await expect(holidays.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(figure(holidays, 'Available')).toHaveText('€0.00');
  // ada's seeded Everyday euros (12,057.91 available + 4,649.23 pending) plus nothing.
  const total = euros.getByRole('group', { name: 'Total in EUR' });
  await expect(figure(total, 'Balance')).toHaveText('€16,707.14');
  await expect(figure(total, 'Available')).toHaveText('€12,057.91');
});

test('a used-up currency is not offered; forced anyway, the bank’s quota refusal is shown', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn('ada', '/accounts/open');
  await expect(page.getByRole('radio', { name: 'GBP — none left' })).toBeDisabled();

  // The bank refuses the currency as over quota (as when another device opened the last one).
  await mock.fault({
    path: '/v1/accounts',
    method: 'POST',
    kind: 'reject',
    status: 400,
    message: 'Account contracts quota is over provided limits',
  });
  await page.getByLabel('Account name').fill('Second euros');
  await page.getByRole('radio', { name: 'EUR — 1 of 2 left' }).check();
  await page.getByRole('button', { name: 'Open account' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: QUOTA_OVER_SHOWN })).toHaveAttribute(
    'href',
    '#currency',
  );
  await expect(page.getByRole('group', { name: 'Currency' })).toHaveAccessibleDescription(
    new RegExp(QUOTA_OVER_SHOWN),
  );
  // Not sent again by itself; the form is still there to choose otherwise.
  await expect(page.getByRole('button', { name: 'Open account' })).toBeEnabled();
  const posts = (await mock.requests()).filter((request) => request.method === 'POST');
  expect(posts.map((request) => request.status)).toEqual([400]);
});

test('with the limits unreadable, a used-up currency typed in is refused by the bank itself', async ({
  page,
  signIn,
  mock,
}) => {
  // The spec lets GET /contracts/clients refuse once a contract is accepted.
  await mock.fault({
    path: '/contracts/clients',
    method: 'GET',
    kind: 'reject',
    status: 400,
    message: 'The client has been already initiated',
  });
  await signIn('ada', '/accounts/open');
  await expect(page.getByText(/Your contract’s account limits could not be read/)).toBeVisible();
  await page.getByLabel('Account name').fill('More pounds');
  await page.getByRole('textbox', { name: 'Currency' }).fill('gbp');
  await page.getByRole('button', { name: 'Open account' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: QUOTA_OVER_SHOWN })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveAccessibleDescription(
    new RegExp(QUOTA_OVER_SHOWN),
  );
  // The mock bank counted ada's GBP account against her contract (no fault on the POST).
  const posts = (await mock.requests()).filter((request) => request.method === 'POST');
  expect(posts).toEqual([expect.objectContaining({ path: '/v1/accounts', status: 400 })]);
});

test('"Copy IBAN" puts exactly the IBAN, without spaces, on the clipboard', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  test.skip(!isMockEnvironment, 'Uses the mock bank’s seeded accounts');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL ?? '').origin,
  });
  await signIn('ada', seededPath('ada', 'Everyday euros'));
  await expect(page.getByRole('heading', { level: 1, name: 'Everyday euros' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Bank details' });
  await expect(card.getByText('DE89 3704 0044 0532 0130 00', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Copy IBAN' }).click();
  await expect(page.getByRole('status')).toHaveText('IBAN copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DE89370400440532013000');

  await card.getByRole('button', { name: 'Copy BIC' }).click();
  await expect(page.getByRole('status')).toHaveText('BIC copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('COBADEFFXXX');

  await card.getByRole('button', { name: 'Copy all details' }).click();
  await expect(page.getByRole('status')).toHaveText('All bank details copied');
  const all = await page.evaluate(() => navigator.clipboard.readText());
  expect(all).toContain('IBAN: DE89 3704 0044 0532 0130 00');
  expect(all).toContain('BIC: COBADEFFXXX');
  expect(all).toContain('Account holder: Ada Lovelace');
});

test('an account whose bank details are malformed still shows its page, with an explanation', async ({
  page,
  signIn,
}) => {
  test.skip(!isMockEnvironment, 'Uses the mock bank’s seeded accounts');
  // Acme Corporation's "Savings" account has legacy bankDetails that are not valid JSON.
  await signIn('acme', seededPath('acme', 'Savings'));
  await expect(page.getByRole('heading', { level: 1, name: 'Savings' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Bank details' });
  await expect(card.getByText('Bank details are not available yet')).toBeVisible();
  await expect(card.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unknown account shows a not-found state', async ({ page, signIn }) => {
  await signIn('ada', '/accounts/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Account not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open an account' })).toBeVisible();
});

test('the open-account form has no accessibility violations, before and after errors', async ({
  page,
  signIn,
}) => {
  await signIn('ada', '/accounts/open');
  await expect(page.getByLabel('Account name')).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  // With the error summary and the field errors shown.
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expectAccessibleWideAndNarrow(page);
});

test('the account page has no accessibility violations', async ({ page, signIn }) => {
  test.skip(!isMockEnvironment, 'Uses the mock bank’s seeded accounts');
  await signIn('ada', seededPath('ada', 'Pounds'));
  const card = page.getByRole('region', { name: 'Bank details' });
  await expect(card.getByText('GB33 BUKB 2020 1555 5555 55', { exact: true })).toBeVisible();
  await expect(card.getByText('20-20-15', { exact: true })).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
});

test('a name of spaces alone is refused, and a 50-letter name without spaces wraps at 375 px', async ({
  page,
  signIn,
}) => {
  await signIn('ada', '/accounts/open');
  const name = page.getByLabel('Account name');
  await page.getByRole('radio', { name: 'EUR — 1 of 2 left' }).check();
  await name.fill('     ');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(name).toHaveAccessibleDescription(/Enter an account name/);

  // The spec allows 50 characters; a name with no space cannot break at a space.
  const longName = `${'W'.repeat(25)}${'M'.repeat(25)}`;
  await name.fill(longName);
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  await page.setViewportSize({ width: 375, height: 800 });
  const widthOverflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await expect(page.getByRole('heading', { level: 1, name: longName })).toBeVisible();
  expect(await widthOverflow()).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'All accounts' }).click();
  await expect(page.getByRole('article', { name: longName })).toBeVisible();
  expect(await widthOverflow()).toBeLessThanOrEqual(0);
});
