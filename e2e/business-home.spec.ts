import type { Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { SEEDED_CRYPTO_BALANCES } from '../mock/bank/seed-crypto';
import { accountsDe } from '../src/lib/i18n/de/accounts';
import { accountsOpenDe } from '../src/lib/i18n/de/accounts-open';
import { companiesDe } from '../src/lib/i18n/de/companies';
import { companyPageDe } from '../src/lib/i18n/de/company-page';
import { homeDe } from '../src/lib/i18n/de/home';
import { homeCompaniesDe } from '../src/lib/i18n/de/home-companies';
import { profileDe } from '../src/lib/i18n/de/profile';
import { partyDe } from '../src/lib/i18n/de/party';
import { accountsEn } from '../src/lib/i18n/en/accounts';
import { accountsOpenEn } from '../src/lib/i18n/en/accounts-open';
import { companiesEn } from '../src/lib/i18n/en/companies';
import { companyPageEn } from '../src/lib/i18n/en/company-page';
import { homeEn } from '../src/lib/i18n/en/home';
import { homeCompaniesEn } from '../src/lib/i18n/en/home-companies';
import { profileEn } from '../src/lib/i18n/en/profile';
import { partyEn } from '../src/lib/i18n/en/party';
import { de } from '../src/lib/i18n/messages-de';
import { en } from '../src/lib/i18n/messages-en';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

// Issue 23 §2, business customers at home: acme administers Acme Corporation (verified, two EUR
// accounts and a bitcoin holding, its email still to confirm) and Acme Rockets (waiting for its
// company check, no contract, one account not active yet). Every journey runs in two
// configurations that together cover both widths, both languages and both schemes.

/** acme as the mock bank seeds them: the expected values of these journeys. */
const acme = seedBank().users.get('acme');
const CORPORATION = 'Acme Corporation';
const ROCKETS = 'Acme Rockets';
const corporation = acme?.companies.find((company) => company.name === CORPORATION);
const rockets = acme?.companies.find((company) => company.name === ROCKETS);
const accountsOf = (companyId: string | undefined) =>
  (acme?.accounts ?? []).filter((account) => account.companyId === companyId);
/** Acme Corporation's EUR available, 9298.28 + 5776.78 from its seeded transactions. */
const CORPORATION_EUR_AVAILABLE = '15075.06';
const OPERATING_AVAILABLE = '9298.28';
const SAVINGS_AVAILABLE = '5776.78';

const LANGUAGES = {
  en: {
    locale: 'en-GB',
    texts: {
      ...en,
      ...accountsEn,
      ...accountsOpenEn,
      ...companiesEn,
      ...companyPageEn,
      ...homeEn,
      ...homeCompaniesEn,
      ...partyEn,
      ...profileEn,
    },
  },
  de: {
    locale: 'de-DE',
    texts: {
      ...de,
      ...accountsDe,
      ...accountsOpenDe,
      ...companiesDe,
      ...companyPageDe,
      ...homeDe,
      ...homeCompaniesDe,
      ...partyDe,
      ...profileDe,
    },
  },
} as const;

type Key = keyof (typeof LANGUAGES)['en']['texts'];

const CONFIGURATIONS = [
  { name: '1440 px, English, light', width: 1440, language: 'en', scheme: 'light' },
  { name: '375 px, German, dark', width: 375, language: 'de', scheme: 'dark' },
] as const;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const configuration of CONFIGURATIONS) {
  const { locale, texts } = LANGUAGES[configuration.language];
  const phone = configuration.width < 600;

  /** A catalogue text of the configuration's language with its `{placeholders}` filled. */
  const words = (key: Key, vars: Record<string, string | number> = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
  /** Money as the language writes it, by Intl here (never by the app's formatting). */
  const money = (amount: string, currency = 'EUR') =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
      amount as Intl.StringNumericLiteral,
    );
  const switcher = (page: Page, party: string) =>
    page
      .getByRole('banner')
      .getByRole('button', { name: words('party.actingFor', { name: party }) });

  /** The page as it is now has no axe violation and nothing scrolls sideways. */
  async function expectAccessible(page: Page): Promise<void> {
    await expectNoViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test.describe(configuration.name, () => {
    test.use({
      viewport: { width: configuration.width, height: 900 },
      locale,
      colorScheme: configuration.scheme,
    });

    test('acme’s home shows each company’s money and needs; one leads to acting for it', async ({
      page,
      signIn,
    }) => {
      if (!corporation || !rockets) throw new Error('acme’s seed changed');
      // The literals still hold the seed: the company's EUR accounts add up to them.
      const eur = accountsOf(corporation.companyId).filter((a) => a.currency === 'EUR');
      expect(eur.map((account) => [account.title, account.available])).toEqual([
        ['Acme operating', OPERATING_AVAILABLE],
        ['Savings', SAVINGS_AVAILABLE],
      ]);
      expect(accountsOf(rockets.companyId).map((account) => account.status)).toEqual(['initiated']);

      await signIn('acme', '/');
      const companies = page.getByRole('region', { name: words('homeCompanies.title') });
      const corp = companies.getByRole('article', { name: CORPORATION });
      await expect(
        corp.getByRole('list', {
          name: words('homeCompanies.available', { name: CORPORATION }),
        }),
      ).toHaveText(
        `${money(CORPORATION_EUR_AVAILABLE)} ${words('home.totals.accounts.other', { count: 2 })}`,
      );
      await expect(corp).toContainText(words('homeCompanies.crypto'));
      // What it still needs, as the link to the step; then the way to act for it and its page.
      await expect(corp.getByRole('link')).toHaveText([
        words('home.attention.email.link', { name: CORPORATION }),
        words('homeCompanies.actFor', { name: CORPORATION }),
        words('homeCompanies.details', { name: CORPORATION }),
      ]);
      await expect(
        corp.getByRole('link', {
          name: words('home.attention.email.link', { name: CORPORATION }),
        }),
      ).toHaveAttribute('href', `/companies/${corporation.companyId}/email`);

      // Acme Rockets: nothing to use while its account waits, and its two steps.
      const rocketsCard = companies.getByRole('article', { name: ROCKETS });
      await expect(rocketsCard).toContainText(words('homeCompanies.none'));
      await expect(rocketsCard.getByRole('link')).toHaveText([
        words('home.attention.kyb.link', { name: ROCKETS }),
        words('home.attention.contract.link', { name: ROCKETS }),
        words('homeCompanies.actFor', { name: ROCKETS }),
        words('homeCompanies.details', { name: ROCKETS }),
      ]);
      await expectAccessible(page);

      // A company's page: its card on the companies screen, brought into view.
      await rocketsCard
        .getByRole('link', { name: words('homeCompanies.details', { name: ROCKETS }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/companies#company-${rockets.companyId}$`));
      await expect(page.getByRole('article', { name: ROCKETS })).toBeInViewport();
      await page.goBack();

      await corp
        .getByRole('link', { name: words('homeCompanies.actFor', { name: CORPORATION }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/\\?companyId=${corporation.companyId}$`));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: words('home.companyTitle', { name: CORPORATION }),
        }),
      ).toBeVisible();
      const totals = page.getByRole('region', {
        name: words('home.totals.companyTitle', { name: CORPORATION }),
      });
      await expect(totals).toContainText(money(CORPORATION_EUR_AVAILABLE));
      await expect(switcher(page, CORPORATION)).toBeVisible();
      // Acting for the company, its home does not list the companies again.
      await expect(page.getByRole('region', { name: words('homeCompanies.title') })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('acting for a company, the user’s own profile and contract are never under its name', async ({
      page,
      signIn,
    }) => {
      if (!corporation) throw new Error('acme’s seed changed');
      const banner = words('party.actingForCompany', { name: CORPORATION });
      await signIn('acme', `/accounts?companyId=${corporation.companyId}`);
      await expect(page.getByText(banner)).toBeVisible();

      // An address that names the company on the user's own screens acts for the user: the
      // profile (with the user's contract) and the contract choice are the user's, not the
      // company's, and the switcher says so.
      for (const path of ['/profile', '/onboarding/contract']) {
        await page.goto(`${path}?companyId=${corporation.companyId}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(switcher(page, words('party.me'))).toBeVisible();
        await expect(page.getByText(banner)).toHaveCount(0);
        await expectAccessible(page);
      }
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(CORPORATION);
      await page.goto(`/profile?companyId=${corporation.companyId}`);
      await expect(
        page.getByRole('heading', { level: 1, name: words('profile.title') }),
      ).toBeVisible();
    });

    test('acting for a company, the user’s own account is on none of its screens', async ({
      page,
      signIn,
    }) => {
      if (!corporation) throw new Error('acme’s seed changed');
      const own = 'Wile private';
      // acme has no account of their own in the seed: they open one (BasicContract: 2 EUR).
      await signIn('acme', '/accounts/open');
      await page.getByLabel(words('accounts.open.name')).fill(own);
      await page
        .getByRole('radio', {
          name: words('accounts.open.currencyAvailable', {
            currency: 'EUR',
            remaining: 2,
            allowed: 2,
          }),
        })
        .check();
      await page.getByRole('button', { name: words('accounts.open.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: own })).toBeVisible();
      const ownId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const party = `companyId=${corporation.companyId}`;

      // Its home, accounts, transfers and history show the company's accounts only.
      const main = page.getByRole('main');
      for (const path of [
        `/?${party}`,
        `/accounts?${party}`,
        `/transfers?${party}`,
        `/history?${party}`,
      ]) {
        await page.goto(path);
        await expect(main).toContainText('Acme operating');
        await expect(main).not.toContainText(own);
      }
      await expectAccessible(page);
      // The user's account under the company's name is not found, nor its statements.
      await page.goto(`/accounts/${ownId}?${party}`);
      await expect(
        page.getByRole('heading', { name: words('accounts.account.notFoundTitle') }),
      ).toBeVisible();
      await expect(main).not.toContainText(own);
      await page.goto(`/accounts/${ownId}/statements?${party}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main).not.toContainText(own);
      await expectAccessible(page);
    });

    test('a company’s card reads as its page: name, what it needs, its accounts, its details folded', async ({
      page,
      signIn,
    }) => {
      if (!corporation || !rockets) throw new Error('acme’s seed changed');
      await signIn('acme', '/companies');
      const list = page.getByRole('list', { name: words('companies.listLabel') });
      const corp = list.getByRole('article', { name: CORPORATION });
      await expect(corp.getByRole('heading', { level: 2 })).toHaveText(CORPORATION);

      // What it needs, as actions (each names the company for assistive technology).
      await expect(
        corp.getByRole('link', { name: new RegExp(`^${escape(words('companies.needs.email'))}`) }),
      ).toHaveAttribute('href', `/companies/${corporation.companyId}/email`);

      // Its accounts, each with what it has available; its bitcoin as the bank holds it.
      const accounts = corp.getByRole('region', { name: words('companyPage.accounts.title') });
      const operating = accounts.getByRole('link', { name: /^Acme operating/ });
      await expect(operating).toContainText(money(OPERATING_AVAILABLE));
      await expect(operating).toHaveAttribute(
        'href',
        `/accounts/${accountsOf(corporation.companyId).find((a) => a.title === 'Acme operating')?.id}?companyId=${corporation.companyId}`,
      );
      await expect(accounts.getByRole('link', { name: /^Savings/ })).toContainText(
        money(SAVINGS_AVAILABLE),
      );
      await expect(accounts.getByRole('link', { name: /^Acme bitcoin/ })).toContainText(
        String(Number(SEEDED_CRYPTO_BALANCES.acmeBitcoin)).replace(
          '.',
          locale === 'de-DE' ? ',' : '.',
        ),
      );

      // A verified, active company shows no status; its details are folded until asked for.
      const registration = corp.getByText(corporation.registrationNumber ?? '', { exact: true });
      await expect(registration).toBeHidden();
      await expect(corp.getByText(words('companies.kyb.confirmed'), { exact: true })).toBeHidden();
      await expectAccessible(page);
      await corp.getByText(words('companyPage.details')).click();
      await expect(registration).toBeVisible();
      await expect(corp.getByText(words('companies.kyb.confirmed'), { exact: true })).toBeVisible();
      await expect(corp.getByText(words('companies.type.limited'), { exact: true })).toBeVisible();

      // Acme Rockets: its open status in the bank's words beside its name, its two steps, and
      // its account that is not active yet.
      const rocketsCard = list.getByRole('article', { name: ROCKETS });
      await expect(
        rocketsCard.getByText(words('companies.kyb.initiated'), { exact: true }).first(),
      ).toBeVisible();
      await expect(
        rocketsCard.getByRole('link', {
          name: new RegExp(`^${escape(words('companies.needs.kyb'))}`),
        }),
      ).toBeVisible();
      await expect(
        rocketsCard.getByRole('link', {
          name: new RegExp(`^${escape(words('companies.needs.contract'))}`),
        }),
      ).toBeVisible();
      await expect(
        rocketsCard
          .getByRole('region', { name: words('companyPage.accounts.title') })
          .getByRole('link', { name: /^Launch fund/ }),
      ).toContainText(words('companyPage.accounts.notActive'));
      await expectAccessible(page);

      await corp
        .getByRole('link', { name: new RegExp(`^${escape(words('companies.seeAccounts'))}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/accounts\\?companyId=${corporation.companyId}$`));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: words('accounts.overview.companyTitle', { name: CORPORATION }),
        }),
      ).toBeVisible();
    });

    test('the party switcher is in the header at this width, and acts for a company from there', async ({
      page,
      signIn,
    }) => {
      if (!corporation) throw new Error('acme’s seed changed');
      await signIn('acme', '/accounts');
      const me = switcher(page, words('party.me'));
      await expect(me).toBeVisible();
      if (phone) {
        // The header stays one compact row, and "More" no longer holds the switcher.
        const header = await page.getByRole('banner').boundingBox();
        expect(header?.height).toBeLessThanOrEqual(64);
        const tabs = page.getByRole('navigation', { name: words('nav.tabs') });
        await tabs.getByRole('button', { name: words('nav.more') }).click();
        await expect(page.getByRole('link', { name: words('nav.profile') })).toBeVisible();
        await expect(
          page.getByRole('button', {
            name: new RegExp(`^${escape(words('party.actingFor', { name: '' }))}`),
          }),
        ).toHaveCount(1);
        await page.keyboard.press('Escape');
      }
      await me.click();
      const parties = page.getByRole('list', { name: words('party.listLabel') });
      await expect(parties).toBeVisible();
      await expectAccessible(page);
      await parties.getByRole('link', { name: CORPORATION, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/accounts\\?companyId=${corporation.companyId}$`));
      await expect(
        page.getByText(words('party.actingForCompany', { name: CORPORATION })),
      ).toBeVisible();
      await expect(switcher(page, CORPORATION)).toBeVisible();
      await expectAccessible(page);
      if (phone) {
        // The narrowest phone: still one row, the company's name cut rather than the page.
        await page.setViewportSize({ width: 320, height: 700 });
        await expect(switcher(page, CORPORATION)).toBeVisible();
        const header = await page.getByRole('banner').boundingBox();
        expect(header?.height).toBeLessThanOrEqual(64);
        await expectAccessible(page);
      }
    });
  });
}
