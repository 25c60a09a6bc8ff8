import type { Locator, Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import type { AccountRecord } from '../mock/bank/state';
import { formatMoney } from '../src/lib/i18n/format';
import { addDecimals } from '../src/utils/decimal';
import { expectAccessibleWideAndNarrow } from './accessibility';
import { isMockEnvironment } from './environment';
import { expect, test } from './fixtures';

/** The mock bank's seeded state (ids and balances do not depend on the time of the seed). */
const seed = seedBank();

function seededAccounts(login: string): AccountRecord[] {
  return seed.users.get(login)?.accounts ?? [];
}

function seeded(login: string, title: string): AccountRecord {
  const record = seededAccounts(login).find((account) => account.title === title);
  if (!record) throw new Error(`${login} has no seeded account ${title}`);
  return record;
}

function companyId(login: string, name: string): string {
  const company = seed.users.get(login)?.companies.find((candidate) => candidate.name === name);
  if (!company) throw new Error(`${login} has no company ${name}`);
  return company.companyId;
}

interface Figures {
  Balance: string;
  Available: string;
  'On hold': string;
  Pending: string;
}

/** The figures the app should show for these records, summed exactly and formatted as it does. */
function expectedFigures(records: readonly AccountRecord[], currency: string): Figures {
  const sum = (values: string[]) => formatMoney(addDecimals(values), currency, 'en');
  return {
    // balance = available + pending (the spec's definition).
    Balance: sum(records.flatMap((record) => [record.available, record.pending])),
    Available: sum(records.map((record) => record.available)),
    'On hold': sum(records.map((record) => record.holding)),
    Pending: sum(records.map((record) => record.pending)),
  };
}

/** The value (<dd>) next to the label (<dt>) in `scope`. */
function figure(scope: Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

async function expectFigures(scope: Locator, figures: Figures): Promise<void> {
  for (const [label, value] of Object.entries(figures)) {
    await expect(figure(scope, label), label).toHaveText(value);
  }
}

function group(page: Page, currency: string): Locator {
  return page.getByRole('region', { name: `${currency} accounts` });
}

test.describe('accounts overview', () => {
  test.skip(!isMockEnvironment, 'Compares with the mock bank’s seeded balances');

  test('ada sees both accounts with the mock’s balances and a total per currency', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn('ada', '/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

    const records = seededAccounts('ada');
    expect(records.map((record) => record.currency)).toEqual(['EUR', 'GBP']);
    for (const record of records) {
      const section = group(page, record.currency);
      const card = section.getByRole('article', { name: record.title });
      await expect(card.getByRole('link', { name: record.title })).toHaveAttribute(
        'href',
        `/accounts/${record.id}`,
      );
      await expect(card.getByText(record.currency, { exact: true })).toBeVisible();
      await expect(card.getByText(`Alias: ${record.alias}`, { exact: true })).toBeVisible();
      await expect(card.getByText('Active', { exact: true })).toBeVisible();
      await expectFigures(card, expectedFigures([record], record.currency));

      const total = section.getByRole('group', { name: `Total in ${record.currency}` });
      const sameCurrency = records.filter((other) => other.currency === record.currency);
      await expectFigures(total, expectedFigures(sameCurrency, record.currency));
    }
    // Nothing pretends: the figures are not all zero.
    expect(expectedFigures(records.slice(0, 1), 'EUR').Balance).not.toBe('€0.00');

    await expect(page.getByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      '/accounts/open',
    );

    // Both lists were read once each, at the same time.
    const reads = (await mock.requests()).filter(
      (request) => request.method === 'GET' && ['/v1/accounts', '/account'].includes(request.path),
    );
    expect(reads.map((request) => request.path).sort()).toEqual(['/account', '/v1/accounts']);
  });

  test('a company’s overview: its accounts, their exact total, and links that keep the company', async ({
    page,
    signIn,
  }) => {
    const acmeCorp = companyId('acme', 'Acme Corporation');
    await signIn('acme', `/accounts?companyId=${acmeCorp}`);
    const records = seededAccounts('acme').filter((record) => record.companyId === acmeCorp);
    expect(records.map((record) => record.title)).toEqual(['Acme operating', 'Savings']);

    const section = group(page, 'EUR');
    for (const record of records) {
      const card = section.getByRole('article', { name: record.title });
      await expectFigures(card, expectedFigures([record], 'EUR'));
      await expect(card.getByRole('link', { name: record.title })).toHaveAttribute(
        'href',
        `/accounts/${record.id}?companyId=${acmeCorp}`,
      );
    }
    await expectFigures(
      section.getByRole('group', { name: 'Total in EUR' }),
      expectedFigures(records, 'EUR'),
    );
    await expect(page.getByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      `/accounts/open?companyId=${acmeCorp}`,
    );

    // The account with malformed bank details is reached from the overview.
    await section.getByRole('link', { name: 'Savings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Savings' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Bank details' })
        .getByText('Bank details are not available yet'),
    ).toBeVisible();
  });

  test('when the balances fail, the accounts are still listed with a way to retry', async ({
    page,
    signIn,
    mock,
  }) => {
    // Four failures: the first answer and the three automatic retries of the GET.
    await mock.fault({ path: '/account', method: 'GET', kind: 'error500', count: 4 });
    await signIn('ada', '/accounts');
    const alert = page.getByRole('alert').filter({ hasText: 'Balances could not be loaded' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    const card = group(page, 'EUR').getByRole('article', { name: 'Everyday euros' });
    await expect(
      card.getByText('Balances are not available for this account right now.'),
    ).toBeVisible();

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectFigures(card, expectedFigures([seeded('ada', 'Everyday euros')], 'EUR'));
    await expect(alert).toHaveCount(0);
  });

  test('the overview has no accessibility violations, wide and narrow', async ({
    page,
    signIn,
  }) => {
    await signIn('ada', '/accounts');
    await expect(group(page, 'GBP').getByRole('group', { name: 'Total in GBP' })).toBeVisible();
    await expectAccessibleWideAndNarrow(page);
  });
});

test.describe('account page', () => {
  test.skip(!isMockEnvironment, 'Uses the mock bank’s seeded accounts');

  test('explains the balances and offers sending money and the full history', async ({
    page,
    signIn,
  }) => {
    const eur = seeded('ada', 'Everyday euros');
    await signIn('ada', '/accounts');
    await group(page, 'EUR').getByRole('link', { name: 'Everyday euros' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Everyday euros' })).toBeFocused();

    const balances = page.getByRole('region', { name: 'Balances' });
    const figures = expectedFigures([eur], 'EUR');
    for (const [label, value] of Object.entries(figures)) {
      await expect(figure(balances, label)).toContainText(value);
    }
    await expect(figure(balances, 'On hold')).toContainText(
      'payments leaving this account that have not gone through yet',
    );
    await expect(figure(balances, 'Pending')).toContainText(
      'Payments on their way into this account',
    );

    const actions = page.getByRole('list', { name: 'Account actions' });
    await expect(
      actions.getByRole('link', { name: 'Send money from this account' }),
    ).toHaveAttribute('href', `/transfers?from=${eur.id}`);
    await expect(actions.getByRole('link', { name: 'See full history' })).toHaveAttribute(
      'href',
      `/history?accountId=${eur.id}`,
    );
    // The latest transactions: the first page, ten of them.
    const recent = page.getByRole('region', { name: 'Recent transactions' });
    await expect(recent.getByRole('row')).toHaveCount(11);

    // An active personal account has nothing to activate.
    await expect(page.getByRole('button', { name: 'Activate account' })).toHaveCount(0);

    await page.getByRole('link', { name: 'All accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  });
});

/**
 * From the company's overview, opens an account through the form and lands on its page,
 * waiting for activation.
 */
async function openCompanyAccount(page: Page, company: string, title: string, currency: string) {
  await expect(page).toHaveURL(new RegExp(`/accounts\\?companyId=${company}$`));
  await page.getByRole('link', { name: 'Open an account' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/open\\?companyId=${company}$`));
  await page.getByLabel('Account name').fill(title);
  await page.getByRole('radio', { name: new RegExp(`^${currency} — \\d+ of \\d+ left$`) }).check();
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(new RegExp(`/accounts/[0-9a-f-]{36}\\?companyId=${company}$`));
  await expect(page.getByText('Waiting for activation', { exact: true })).toBeVisible();
}

test.describe('activation of a company account', () => {
  test.skip(!isMockEnvironment, 'Opens company accounts and injects faults in the mock bank');

  test('each refusal is explained, then the activation is requested and shown as pending', async ({
    page,
    signIn,
    mock,
  }) => {
    const acmeCorp = companyId('acme', 'Acme Corporation');
    await signIn('acme', `/accounts?companyId=${acmeCorp}`);
    // Acme Corporation has its two EUR accounts; one GBP account is left in its quota.
    await openCompanyAccount(page, acmeCorp, 'Acme pounds', 'GBP');
    const activation = page.getByRole('region', { name: 'Activation' });
    const activate = activation.getByRole('button', { name: 'Activate account' });

    await mock.fault({
      path: '/v2/accounts/*',
      method: 'PATCH',
      kind: 'reject',
      status: 403,
      message: 'Sender has no access to this account',
    });
    await activate.click();
    await expect(activation.getByRole('alert')).toContainText(
      'You do not have access to this account for this company.',
    );

    await mock.fault({
      path: '/v2/accounts/*',
      method: 'PATCH',
      kind: 'reject',
      status: 404,
      message: 'Company not found',
    });
    await activate.click();
    await expect(activation.getByRole('alert')).toContainText(
      'The bank could not find this company among yours.',
    );

    await activate.click();
    const result = activation.getByRole('status');
    await expect(result).toContainText('Activation requested');
    await expect(result).toContainText('Activation pending');
    await expect(result).toBeFocused();
    await expect(activate).toHaveCount(0);
    // The account itself is now pending (the lists were read again).
    await expect(
      page.getByRole('definition').filter({ hasText: 'Activation pending' }),
    ).toBeVisible();
    // No money leaves an account that is not active yet.
    await expect(page.getByRole('link', { name: 'Send money from this account' })).toHaveCount(0);

    const patches = (await mock.requests()).filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.status)).toEqual([403, 404, 200]);
  });

  test('a company whose status blocks activation is told so in plain words', async ({
    page,
    signIn,
    mock,
  }) => {
    const rockets = companyId('acme', 'Acme Rockets');
    await signIn('acme', `/accounts?companyId=${rockets}`);
    await expect(
      page.getByRole('heading', { name: 'This company has no accounts yet' }),
    ).toBeVisible();
    await openCompanyAccount(page, rockets, 'Launch fund', 'EUR');
    const activation = page.getByRole('region', { name: 'Activation' });
    await activation.getByRole('button', { name: 'Activate account' }).click();
    const alert = activation.getByRole('alert');
    await expect(alert).toContainText('The account could not be activated');
    await expect(alert).toContainText(
      'The company’s status does not allow it to activate accounts yet',
    );
    // Answered by the mock bank itself (no fault injected).
    const patches = (await mock.requests()).filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.status)).toEqual([403]);
    await expectAccessibleWideAndNarrow(page);
  });
});
