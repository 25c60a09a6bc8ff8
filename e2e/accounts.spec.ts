import type { Locator, Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import type { AccountRecord } from '../mock/bank/state';
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

/**
 * What the customer must see, written out from the mock's seed (mock/bank/seed.ts,
 * balances from its seeded transactions); balance = available + pending (the spec).
 * The first test checks that the seed still holds these raw figures.
 */
const FIGURES = {
  'Everyday euros': {
    Balance: '€16,707.14', // 12057.91 + 4649.23
    Available: '€12,057.91',
    'On hold': '€2,351.19',
    Pending: '€4,649.23',
  },
  Pounds: {
    Balance: '£12,379.90', // 10652.22 + 1727.68
    Available: '£10,652.22',
    'On hold': '£2,203.41',
    Pending: '£1,727.68',
  },
  'Acme operating': {
    Balance: '€9,298.28',
    Available: '€9,298.28',
    'On hold': '€465.65',
    Pending: '€0.00',
  },
  Savings: {
    Balance: '€5,776.78',
    Available: '€5,776.78',
    'On hold': '€323.41',
    Pending: '€0.00',
  },
  /** Acme Corporation's two EUR accounts together. */
  'Acme Corporation total': {
    Balance: '€15,075.06', // 9298.28 + 5776.78
    Available: '€15,075.06',
    'On hold': '€789.06', // 465.65 + 323.41
    Pending: '€0.00',
  },
} as const satisfies Record<string, Figures>;

/** The value (<dd>) next to the label (<dt>) in `scope`. */
function figure(scope: Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

async function expectFigures(scope: Locator, figures: Figures): Promise<void> {
  for (const [label, value] of Object.entries(figures)) {
    await expect(figure(scope, label), label).toHaveText(value);
  }
}

/** An overview card: the available figure alone (the others are on the account's page). */
async function expectAvailableOnly(card: Locator, figures: Figures): Promise<void> {
  await expect(figure(card, 'Available')).toHaveText(figures.Available);
  for (const label of ['Balance', 'On hold', 'Pending']) {
    await expect(card.getByText(label, { exact: true }), label).toHaveCount(0);
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
    // The raw figures FIGURES was written from.
    expect(
      records.map(({ title, available, pending, holding }) => [title, available, pending, holding]),
    ).toEqual([
      ['Everyday euros', '12057.91', '4649.23', '2351.19'],
      ['Pounds', '10652.22', '1727.68', '2203.41'],
      ['Bitcoin', '0.05000000', '0.00000000', '0.01000000'],
      ['Ether', '0.00000000', '0.00000000', '0.00000000'],
    ]);
    for (const record of records) {
      const section = group(page, record.currency);
      const card = section.getByRole('article', { name: record.title });
      await expect(card.getByRole('link', { name: record.title })).toHaveAttribute(
        'href',
        `/accounts/${record.id}`,
      );
      await expect(card.getByText(record.currency, { exact: true })).toBeVisible();
      // The bank's alias is no name: not on the overview (the account's page keeps it for support).
      await expect(card).not.toContainText(record.alias);
      // Active: a card names a status only when the account is not active.
      await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
    }
    const euros = group(page, 'EUR');
    const everyday = euros.getByRole('article', { name: 'Everyday euros' });
    // One large figure per card, the available money; the others are on the account's page.
    await expectAvailableOnly(everyday, FIGURES['Everyday euros']);
    // The number in words: the last four of the seeded IBAN (DE89370400440532013000).
    await expect(everyday.getByText('IBAN ending 3000', { exact: true })).toBeVisible();
    const pounds = group(page, 'GBP');
    await expectAvailableOnly(pounds.getByRole('article', { name: 'Pounds' }), FIGURES.Pounds);
    // One account per currency: its card is the whole of that money, and no total repeats it.
    for (const section of [euros, pounds]) {
      await expect(section.getByRole('group', { name: /^Total in/ })).toHaveCount(0);
    }
    await expect(euros.getByText(FIGURES['Everyday euros'].Available)).toHaveCount(1);

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
    // acme's one sign-in through the login page (the others pass it by).
    await signIn('acme', `/accounts?companyId=${acmeCorp}`, { loginPage: true });
    // Its EUR accounts (its Acme bitcoin is in a group of its own).
    const records = seededAccounts('acme').filter(
      (record) => record.companyId === acmeCorp && record.currency === 'EUR',
    );
    expect(records.map((record) => record.title)).toEqual(['Acme operating', 'Savings']);

    const section = group(page, 'EUR');
    for (const record of records) {
      const card = section.getByRole('article', { name: record.title });
      await expectAvailableOnly(
        card,
        record.title === 'Savings' ? FIGURES.Savings : FIGURES['Acme operating'],
      );
      await expect(card.getByRole('link', { name: record.title })).toHaveAttribute(
        'href',
        `/accounts/${record.id}?companyId=${acmeCorp}`,
      );
    }
    await expectFigures(
      section.getByRole('group', { name: 'Total in EUR' }),
      FIGURES['Acme Corporation total'],
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
    await expectAvailableOnly(card, FIGURES['Everyday euros']);
    await expect(alert).toHaveCount(0);
  });

  test('the overview has no accessibility violations, wide and narrow', async ({
    page,
    signIn,
  }) => {
    await signIn('ada', '/accounts');
    await expectAvailableOnly(
      group(page, 'GBP').getByRole('article', { name: 'Pounds' }),
      FIGURES.Pounds,
    );
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
    for (const [label, value] of Object.entries(FIGURES['Everyday euros'])) {
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
    // The latest transactions: the first page, ten of them, each a link to its details.
    const recent = page.getByRole('region', { name: 'Recent transactions' });
    await expect(recent.getByRole('listitem')).toHaveCount(10);
    await expect(recent.getByRole('listitem').getByRole('link')).toHaveCount(10);

    // An active personal account has nothing to activate.
    await expect(page.getByRole('button', { name: 'Activate account' })).toHaveCount(0);

    await page.getByRole('link', { name: 'All accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  });

  test('at 375 px the quick actions and the available money come first, right under the name', async ({
    page,
    signIn,
  }) => {
    const eur = seeded('ada', 'Everyday euros');
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn('ada', `/accounts/${eur.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Everyday euros' })).toBeVisible();

    // The quick actions under the name (the page header's actions), then the first figure:
    // the available money (the seed's 12057.91 EUR), near the top of the first screen (about
    // 270 px down; 650 px before issue 13).
    const actions = page.getByRole('list', { name: 'Account actions' });
    await expect(actions.getByRole('link', { name: 'Send money from this account' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'See full history' })).toBeVisible();
    const bankDetails = actions.getByRole('link', { name: 'Bank details' });
    const actionsBottom = await actions.evaluate((list) => list.getBoundingClientRect().bottom);
    const available = page
      .getByText('Available', { exact: true })
      .first()
      .locator('xpath=following-sibling::dd[1]');
    await expect(available).toHaveText(FIGURES['Everyday euros'].Available);
    const top = (await available.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(actionsBottom).toBeLessThan(top);
    expect(top).toBeLessThan(300);
    const recentTop = await page
      .getByRole('region', { name: 'Recent transactions' })
      .evaluate((region) => region.getBoundingClientRect().top);
    expect(top).toBeLessThan(recentTop);

    // "Bank details" takes the reader down to them.
    await bankDetails.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bank details' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Bank details' })).toBeInViewport();

    await expectAccessibleWideAndNarrow(page);
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
  // Said once, in the card that explains it and offers the activation (issue 23 §4).
  await expect(page.getByText('Waiting for activation', { exact: true })).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Activation' }).getByText('Waiting for activation'),
  ).toBeVisible();
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
    // Said once on the page: in the activation card.
    await expect(page.getByText('Activation pending', { exact: true })).toHaveCount(1);
    // No money leaves an account that is not active yet.
    await expect(page.getByRole('link', { name: 'Send money from this account' })).toHaveCount(0);

    const patches = (await mock.requests()).filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.status)).toEqual([403, 404, 200]);
  });

  // Acme Rockets' Launch fund, which its company may not activate yet, is explained in
  // e2e/company-accounts.spec.ts.
});
