import type { Locator, Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { expectNoViolations } from './accessibility';
import { visibleText } from './visible-text';
import { expect, test } from './fixtures';

// What customers met in their own states (issue 23 §4): a blocked customer is told why, and is
// not offered the areas they cannot use; a rejected customer's profile does not call them
// active; a new customer is offered only contracts they can take; and texts read as plain
// words (no stray space, one status, asset codes in capitals, no jargon). Each journey runs in
// two configurations that together cover both widths, both languages and both schemes, axe
// clean in each. Every expected text is written here, in both languages.

interface Setting {
  name: string;
  width: number;
  locale: 'en-GB' | 'de-DE';
  colorScheme: 'light' | 'dark';
  de: boolean;
}

const SETTINGS: readonly Setting[] = [
  {
    name: '1440 px, English, light',
    width: 1440,
    locale: 'en-GB',
    colorScheme: 'light',
    de: false,
  },
  { name: '375 px, German, dark', width: 375, locale: 'de-DE', colorScheme: 'dark', de: true },
];

const seed = seedBank();
const legacyPending = seed.users.get('legacy')?.accounts.find((a) => a.status === 'pending');

/** The navigation a customer has at this width: the header's, or the tab bar with its More. */
async function navigationLinks(page: Page, setting: Setting): Promise<Locator> {
  if (setting.width > 640) {
    const main = page.getByRole('navigation', {
      name: setting.de ? 'Hauptnavigation' : 'Main',
      exact: true,
    });
    await expect(main).toBeVisible();
    return main.getByRole('link');
  }
  const tabs = page.getByRole('navigation', {
    name: setting.de ? 'Navigationsleiste' : 'Main tabs',
  });
  const more = tabs.getByRole('button', { name: setting.de ? 'Mehr' : 'More' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  // The four tabs and the links of the sheet that More opens (the element it controls).
  const sheet = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
  return tabs.getByRole('link').or(sheet.getByRole('link'));
}

/** The page as it should be in this setting: its language and its scheme. */
async function expectSetting(page: Page, setting: Setting): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', setting.locale);
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  expect(dark).toBe(setting.colorScheme === 'dark');
}

for (const setting of SETTINGS) {
  test.describe(setting.name, () => {
    test.use({
      viewport: { width: setting.width, height: setting.width > 640 ? 900 : 740 },
      locale: setting.locale,
      colorScheme: setting.colorScheme,
    });
    const say = (en: string, de: string) => (setting.de ? de : en);

    test('a blocked customer is told why History shows nothing, and is offered no Crypto or Companies', async ({
      page,
      signIn,
    }) => {
      await signIn('blocked', '/history');
      await expectSetting(page, setting);
      await expect(
        page.getByRole('heading', { level: 1, name: say('History', 'Umsätze') }),
      ).toBeVisible();
      const why = page.getByRole('heading', {
        name: say('Your access is blocked', 'Ihr Zugang ist gesperrt'),
      });
      await expect(why).toBeVisible();
      await expect(
        page.getByText(say('You have no accounts yet', 'Sie haben noch keine Konten')),
      ).toHaveCount(0);

      const links = await navigationLinks(page, setting);
      await expect(links.filter({ hasText: say('History', 'Umsätze') })).toHaveCount(1);
      await expect(links.filter({ hasText: say('Profile', 'Profil') })).toHaveCount(1);
      await expect(links.filter({ hasText: say('Crypto', 'Krypto') })).toHaveCount(0);
      await expect(links.filter({ hasText: say('Companies', 'Unternehmen') })).toHaveCount(0);
      await expectNoViolations(page);
      await page.keyboard.press('Escape');

      // Typed addresses of those areas say why, in plain words, instead of the area.
      for (const [path, title] of [
        ['/crypto', say('Crypto market', 'Kryptomarkt')],
        ['/crypto/orders', say('Crypto orders', 'Krypto-Aufträge')],
        ['/companies', say('Companies', 'Unternehmen')],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(why).toBeVisible();
        await expect(
          page.getByText(
            say('You do not administer any companies', 'Sie verwalten keine Unternehmen'),
          ),
        ).toHaveCount(0);
      }
      await expectNoViolations(page);
    });

    test('a rejected customer’s profile does not call them active, and says why', async ({
      page,
      signIn,
    }) => {
      await signIn('rejected', '/profile');
      await expectSetting(page, setting);
      const status = page
        .getByText(say('Account status', 'Kontostatus'), { exact: true })
        .locator('xpath=following-sibling::dd[1]');
      await expect(status.getByText(say('Active', 'Aktiv'), { exact: true })).toHaveCount(0);
      await expect(
        status.getByText(say('Not active', 'Nicht aktiv'), { exact: true }),
      ).toBeVisible();
      // Why, in plain words, right under it.
      await expect(status).toContainText(
        say(
          'The bank could not confirm your identity, so you cannot open accounts or move money.',
          'Die Bank konnte Ihre Identität nicht bestätigen.',
        ),
      );
      await expect(
        page
          .getByText(say('Identity verification', 'Identitätsprüfung'), { exact: true })
          .locator('xpath=following-sibling::dd[1]'),
      ).toHaveText(say('Verification rejected', 'Prüfung abgelehnt'));
      await expectNoViolations(page);
    });

    test('a new customer is offered only the contracts they can take', async ({
      page,
      signIn,
      mock,
    }) => {
      // Just past the first step of onboarding: a profile, no contract, identity not checked.
      await mock.patchClient('new', {
        name: 'Nora',
        surname: 'New',
        kyc: 'kyc:unconfirmed',
        contract: null,
        termsVersion: null,
        termsAcceptedTs: null,
      });
      await signIn('new', '/onboarding/contract');
      await expectSetting(page, setting);
      const list = page.getByRole('list', {
        name: say('Contracts on offer', 'Angebotene Verträge'),
      });
      await expect(list.getByRole('article', { name: 'Basic', exact: true })).toBeVisible();
      await expect(list.getByRole('article', { name: 'Premium', exact: true })).toBeVisible();
      // The seed's withdrawn contract (available: false) is not offered at all.
      await expect(list.getByRole('article', { name: 'Legacy', exact: true })).toHaveCount(0);
      await expect(page.getByText(say('Not available', 'Nicht verfügbar'))).toHaveCount(0);
      await expectNoViolations(page);
    });

    test('an account not active yet says so once, where it explains', async ({ page, signIn }) => {
      if (!legacyPending) throw new Error('legacy’s pending account changed in the seed');
      await signIn('legacy', `/accounts/${legacyPending.id}`);
      await expectSetting(page, setting);
      await expect(
        page.getByRole('heading', { level: 1, name: legacyPending.title }),
      ).toBeVisible();
      const pending = page.getByText(say('Activation pending', 'Aktivierung läuft'), {
        exact: true,
      });
      await expect(pending).toHaveCount(1);
      await expect(pending).toBeVisible();
      await expect(
        page.getByText(
          say(
            'You can send money from this account once it is active.',
            'Sie können Geld von diesem Konto senden, sobald es aktiv ist.',
          ),
        ),
      ).toBeVisible();
      await expectNoViolations(page);
    });

    test('a company’s needs read as plain words: no stray space, no jargon', async ({
      page,
      signIn,
    }) => {
      await signIn('acme', '/companies');
      await expectSetting(page, setting);
      const corporation = page.getByRole('article', { name: 'Acme Corporation' });
      const emailNeed = corporation.getByRole('listitem').filter({
        hasText: say('Confirm the email', 'E-Mail-Adresse bestätigen'),
      });
      // As a sighted reader sees it (the company's name in the link is for screen readers).
      expect(await visibleText(emailNeed)).toBe(
        say(
          'Confirm the email: with the code we sent to it',
          'E-Mail-Adresse bestätigen: mit dem Code, den wir an sie gesendet haben',
        ),
      );
      const rockets = page.getByRole('article', { name: 'Acme Rockets' });
      await expect(rockets).toContainText(
        say(
          'a check of the company’s details and owners',
          'eine Prüfung der Unternehmensdaten und Eigentümer',
        ),
      );
      await expect(page.getByRole('main')).not.toContainText(/\b(KYB|KYC)\b|adm:|kyb:|kyc:/);
      await expectNoViolations(page);
    });

    test('a placed crypto order names the asset in capitals', async ({ page, signIn }) => {
      await signIn('ada', '/crypto/trade?pair=BTC%2FEUR&side=buy');
      await expectSetting(page, setting);
      await page
        .getByRole('textbox', {
          name: say('Amount to spend, in EUR', 'Betrag, den Sie ausgeben, in EUR'),
        })
        .fill('100');
      await page.getByRole('button', { name: say('Continue', 'Weiter') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: say('Check your order', 'Auftrag prüfen') }),
      ).toBeFocused();
      await page.getByRole('button', { name: say('Place order', 'Auftrag erteilen') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: say('Order placed', 'Auftrag erteilt') }),
      ).toBeFocused();
      const body = page.getByText(
        say('The exchange accepted your order to', 'Die Börse hat Ihren Auftrag angenommen'),
      );
      await expect(body).toContainText(say('to buy BTC (', 'BTC kaufen ('));
      await expect(body).not.toContainText(/btc/);
      await expectNoViolations(page);
    });
  });
}
