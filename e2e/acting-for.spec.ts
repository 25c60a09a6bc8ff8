import type { Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { expectAccessibleWideAndNarrow, expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

/** acme as the mock bank seeds them: the expected values of these journeys. */
const acme = seedBank().users.get('acme');
const corporation = acme?.companies.find((company) => company.name === 'Acme Corporation');
const rockets = acme?.companies.find((company) => company.name === 'Acme Rockets');
/** Its EUR accounts (its Acme bitcoin is listed in a group of its own). */
const corporationAccounts = (acme?.accounts ?? []).filter(
  (account) => account.companyId === corporation?.companyId && account.currency === 'EUR',
);
const otherAccounts = (acme?.accounts ?? []).filter(
  (account) => account.companyId !== corporation?.companyId,
);
/** Acme Corporation's EUR balance, 9298.28 + 5776.78 from its seeded transactions. */
const CORPORATION_EUR_BALANCE = '€15,075.06';

const switcher = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Acting for: / });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function actFor(page: Page, party: string): Promise<void> {
  await switcher(page).click();
  await expect(switcher(page)).toHaveAttribute('aria-expanded', 'true');
  await page
    .getByRole('list', { name: 'Act for' })
    .getByRole('link', { name: party, exact: true })
    .click();
}

test('acme lands on home, goes to the companies, acts for Acme Corporation across the app and a reload, then for themselves', async ({
  page,
  signIn,
}) => {
  if (!corporation?.name || !rockets?.name) throw new Error('acme’s seed changed');
  expect(corporationAccounts.map((account) => account.title)).toEqual([
    'Acme operating',
    'Savings',
  ]);
  const corporationId = corporation.companyId;

  // An admin without a personal account lands on home, which leads to the companies (not to
  // "Step 4 of 4").
  await signIn('acme', '/');
  await page.getByRole('link', { name: 'Go to your companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName('Acting for: Me');
  await expectAccessibleWideAndNarrow(page);

  // The list offers the user and each company; the keyboard opens and closes it.
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Act for' });
  await expect(list.getByRole('link')).toHaveText(['Me', corporation.name, rockets.name]);
  await expect(list.getByRole('link', { name: 'Me', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The open list as it is on this (wide) screen; on a phone the switcher is in the header too
  // (e2e/mobile-nav.spec.ts and e2e/business-home.spec.ts check it there).
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(switcher(page)).toBeFocused();

  // Acting for the Corporation: its accounts only, its name above them.
  await actFor(page, corporation.name);
  await expect(page).toHaveURL(new RegExp(`/accounts\\?companyId=${corporationId}$`));
  await expect(page.getByText(`You are acting for ${corporation.name}`)).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName(`Acting for: ${corporation.name}`);
  const eur = page.getByRole('region', { name: 'EUR accounts' });
  await expect(eur.getByRole('article')).toHaveCount(corporationAccounts.length);
  for (const account of corporationAccounts) {
    await expect(eur.getByRole('article', { name: account.title })).toBeVisible();
  }
  for (const account of otherAccounts) {
    await expect(page.getByRole('article', { name: account.title })).toHaveCount(0);
  }
  await expect(eur.getByRole('group', { name: 'Total in EUR' })).toContainText(
    CORPORATION_EUR_BALANCE,
  );
  await expectAccessibleWideAndNarrow(page);

  // The navigation keeps the party; Profile and Companies are the user's own.
  for (const area of ['Accounts', 'Transfers', 'History', 'Crypto']) {
    await expect(nav(page).getByRole('link', { name: area })).toHaveAttribute(
      'href',
      `/${area.toLowerCase()}?companyId=${corporationId}`,
    );
  }
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await nav(page).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/history\\?companyId=${corporationId}(&|$)`));
  await expect(nav(page).getByRole('link', { name: 'History' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`You are acting for ${corporation.name}`)).toBeVisible();
  await expectAccessibleWideAndNarrow(page);

  // A reload keeps it (it is in the address).
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/history\\?companyId=${corporationId}(&|$)`));
  await expect(page.getByText(`You are acting for ${corporation.name}`)).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName(`Acting for: ${corporation.name}`);

  // Back to the user themselves, on the accounts: no company account, no banner.
  await nav(page).getByRole('link', { name: 'Accounts' }).click();
  await expect(eur.getByRole('article')).toHaveCount(corporationAccounts.length);
  await actFor(page, 'Me');
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(switcher(page)).toHaveAccessibleName('Acting for: Me');
  await expect(page.getByText(/You are acting for/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'You have no accounts yet' })).toBeVisible();
  for (const account of acme?.accounts ?? []) {
    await expect(page.getByRole('article', { name: account.title })).toHaveCount(0);
  }
  await expectAccessibleWideAndNarrow(page);
});

test('a company that is not the user’s is said to be so, with the way back', async ({
  page,
  signIn,
}) => {
  await signIn('acme', '/accounts?companyId=0b7c2a52-4b8e-4d0a-9a8f-3c1d2e4f5a6b');
  await expect(
    page.getByText('This page is for a company you do not administer, or one that does not exist'),
  ).toBeVisible();
  await expectAccessibleWideAndNarrow(page);
  await page.getByRole('link', { name: 'Switch to me' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(switcher(page)).toHaveAccessibleName('Acting for: Me');
});

test('ada, who administers no company, sees no switcher', async ({ page, signIn }) => {
  await signIn('ada', '/accounts');
  await expect(page.getByRole('article', { name: 'Everyday euros' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Acting for/ })).toHaveCount(0);
});

test.describe('a company in a crafted address (issue 36 §3)', () => {
  /** Every address the page asks the bank for from now on, query included. */
  function bankAddresses(page: Page): string[] {
    const addresses: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') addresses.push(request.url());
    });
    return addresses;
  }

  test('ada, who administers no company, opens one of acme’s: refused before any request names it', async ({
    page,
    signIn,
  }) => {
    const theirs = rockets?.companyId ?? '';
    expect(theirs).not.toBe('');
    await signIn('ada', '/profile');
    const addresses = bankAddresses(page);
    await page.goto(`/accounts?companyId=${theirs}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This company cannot be opened' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(
        'This page is for a company you do not administer, or one that does not exist',
      ),
    ).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.getByRole('link', { name: 'Switch to me' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    expect(addresses.filter((address) => address.includes(theirs))).toEqual([]);
  });

  test('a blocked administrator cannot act for their company from the address, on any screen', async ({
    page,
    signIn,
    mock,
  }) => {
    const own = corporation?.companyId ?? '';
    expect(own).not.toBe('');
    await mock.patchClient('acme', { adm: 'adm:blocked' });
    await signIn('acme', '/profile');
    const addresses = bankAddresses(page);
    for (const screen of ['/accounts', '/transfers', '/history']) {
      await page.goto(`${screen}?companyId=${own}`);
      await expect(page.getByRole('heading', { name: 'Your access is blocked' })).toBeVisible({
        timeout: 30_000,
      });
    }
    expect(addresses.filter((address) => address.includes(own))).toEqual([]);
  });
});
