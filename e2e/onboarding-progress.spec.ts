import type { Page, Route } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

// Issue 23 §4: the identity decision and the first account each take a few seconds, and the
// customer saw nothing move. Now a status line says what is happening. The bank's answers are
// held here until the test has seen that line (a state, never a time), then let through. Once
// at 1440 px in English and the light scheme, once at 375 px in German and the dark scheme
// with reduced motion; the texts are literals in both languages.

interface Setting {
  name: string;
  locale: 'en-GB' | 'de-DE';
  colorScheme: 'light' | 'dark';
  reducedMotion: 'no-preference' | 'reduce';
  width: number;
  words: {
    identityStep: string;
    partner: string;
    approved: string;
    submit: string;
    checkingIdentity: string;
    accountStep: string;
    accountName: string;
    eur: string;
    open: string;
    openingAccount: string;
  };
}

const SETTINGS: Setting[] = [
  {
    name: 'English, light, 1440 px',
    locale: 'en-GB',
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    width: 1440,
    words: {
      identityStep: 'Step 3 of 4: Identity check',
      partner: 'Verification partner (test stand-in)',
      approved: 'Approved',
      submit: 'Submit documents',
      checkingIdentity: 'Checking your identity…',
      accountStep: 'Step 4 of 4: Your first account',
      accountName: 'Account name',
      eur: 'EUR — 2 of 2 left',
      open: 'Open account',
      openingAccount: 'Opening your first account…',
    },
  },
  {
    name: 'German, dark, reduced motion, 375 px',
    locale: 'de-DE',
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    width: 375,
    words: {
      identityStep: 'Schritt 3 von 4: Identitätsprüfung',
      partner: 'Prüfungspartner (Testersatz)',
      approved: 'Bestätigt',
      submit: 'Unterlagen senden',
      checkingIdentity: 'Ihre Identität wird geprüft …',
      accountStep: 'Schritt 4 von 4: Ihr erstes Konto',
      accountName: 'Kontoname',
      eur: 'EUR – noch 2 von 2 frei',
      open: 'Konto eröffnen',
      openingAccount: 'Ihr erstes Konto wird eröffnet …',
    },
  },
];

/** Holds the bank's answers to matching requests while it is on, until it is let go. */
class Hold {
  private release: (() => void) | null = null;
  private released: Promise<void> = Promise.resolve();

  on(): void {
    this.released = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  letGo(): void {
    this.release?.();
    this.release = null;
  }

  async pass(route: Route): Promise<void> {
    await this.released;
    await route.continue();
  }
}

/** The progress line (a polite status) with `text`, and its indicator moving as the device allows. */
async function expectProgress(page: Page, text: string, setting: Setting): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: text });
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const indicator = status.locator('[data-progress-indicator]');
  await expect(indicator).toBeVisible();
  // It turns unless the device asks for reduced motion; then it only fades, in place.
  const animation = await indicator.evaluate((element) => getComputedStyle(element).animationName);
  expect(animation).not.toBe('none');
  if (setting.reducedMotion === 'reduce') await expect(indicator).toHaveCSS('transform', 'none');
  else await expect(indicator).not.toHaveCSS('transform', 'none');
  await expectNoViolations(page);
}

for (const setting of SETTINGS) {
  const { words } = setting;
  test.describe(setting.name, () => {
    test.use({
      locale: setting.locale,
      colorScheme: setting.colorScheme,
      reducedMotion: setting.reducedMotion,
      viewport: { width: setting.width, height: setting.width < 640 ? 740 : 900 },
    });

    test('a new customer is told what is happening while the identity is decided and the first account opened', async ({
      page,
      signIn,
      mock,
    }) => {
      // Past the first two steps: a profile and an accepted contract, identity not checked.
      await mock.patchClient('new', { name: 'Nora', surname: 'New', kyc: 'kyc:unconfirmed' });
      const profileHold = new Hold();
      const openingHold = new Hold();
      await page.route(
        (url) => url.pathname === '/client',
        (route) =>
          route.request().method() === 'GET' ? profileHold.pass(route) : route.continue(),
      );
      await page.route(
        (url) => url.pathname === '/v1/accounts',
        (route) =>
          route.request().method() === 'POST' ? openingHold.pass(route) : route.continue(),
      );

      await signIn('new', '/onboarding');
      await expect(page.getByRole('heading', { name: words.identityStep })).toBeVisible();
      const partner = page.getByRole('region', { name: words.partner });
      await partner.getByRole('radio', { name: words.approved }).check();
      // The documents are sent; what the bank says of the client is held back meanwhile.
      profileHold.on();
      await partner.getByRole('button', { name: words.submit }).click();
      await expectProgress(page, words.checkingIdentity, setting);
      profileHold.letGo();
      await expect(page.getByRole('heading', { name: words.accountStep })).toBeVisible();

      await page.getByRole('textbox', { name: words.accountName }).fill('Everyday');
      await page.getByRole('radio', { name: words.eur }).check();
      openingHold.on();
      await page.getByRole('button', { name: words.open }).click();
      await expectProgress(page, words.openingAccount, setting);
      openingHold.letGo();
      await expect(page.getByRole('heading', { level: 1, name: 'Everyday' })).toBeVisible();
    });
  });
}
