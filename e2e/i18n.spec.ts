import type { Page } from '@playwright/test';
import { seedBank } from '../mock/bank/seed';
import { accountsDe } from '../src/lib/i18n/de/accounts';
import { accountsOpenDe } from '../src/lib/i18n/de/accounts-open';
import { contractsDe } from '../src/lib/i18n/de/contracts';
import { homeSetupDe } from '../src/lib/i18n/de/home-setup';
import { onboardingDe } from '../src/lib/i18n/de/onboarding';
import { profileDe } from '../src/lib/i18n/de/profile';
import { verificationDe } from '../src/lib/i18n/de/verification';
import { de } from '../src/lib/i18n/messages-de';
import { en } from '../src/lib/i18n/messages-en';
import { profileEn } from '../src/lib/i18n/en/profile';
import { expectAccessibleWideAndNarrow, expectNoViolations } from './accessibility';
import { isMockEnvironment } from './environment';
import { expect, test } from './fixtures';

/** A catalog text with its `{placeholders}` filled (the texts come from the catalog files). */
function text(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
}

/** Money as German readers expect it, built by Intl here (never by the app's formatting). */
const euros = (amount: string) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
    amount as Intl.StringNumericLiteral,
  );

const seed = seedBank();
const BANK_NAME = 'Mock Bank';

/** Marks the loaded document, to tell whether the page was reloaded since. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset['e2eMark'] = 'kept';
  });
}

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the app in German from the start: headings, amounts, document title', async ({
    page,
    signIn,
  }) => {
    test.skip(!isMockEnvironment, 'Compares with the mock bank’s seeded balances');
    await signIn('ada', '/accounts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(
      page.getByRole('heading', { level: 1, name: accountsDe['accounts.overview.title'] }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${de['title.accounts']} — ${BANK_NAME}`);
    await expect(page.getByRole('link', { name: de['nav.profile'] })).toBeVisible();

    const everyday = seed.users.get('ada')?.accounts.find((a) => a.title === 'Everyday euros');
    expect(everyday?.available).toBe('12057.91');
    const card = page.getByRole('article', { name: 'Everyday euros' });
    await expect(card).toContainText(accountsDe['accounts.balances.available']);
    await expect(card).toContainText(euros(everyday?.available ?? ''));
    // German words are longer: still nothing scrolls sideways at 375 px.
    await expectAccessibleWideAndNarrow(page);
  });

  test('switches to English and back in the profile, in place, and keeps only that choice', async ({
    page,
    signIn,
  }) => {
    await signIn('ada', '/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: profileDe['profile.title'] }),
    ).toBeVisible();
    await markDocument(page);

    const language = page.getByRole('group', { name: profileDe['language.label'] });
    await language.getByRole('radio', { name: 'English' }).check();
    await expect(
      page.getByRole('heading', { level: 1, name: profileEn['profile.title'] }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page).toHaveTitle(`${en['title.profile']} — ${BANK_NAME}`);

    const english = page.getByRole('group', { name: profileEn['language.label'] });
    await english.getByRole('radio', { name: 'Deutsch' }).check();
    await expect(
      page.getByRole('heading', { level: 1, name: profileDe['profile.title'] }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    // In place: the same document, the session still in it (no new sign-in).
    await expect(page.locator('html')).toHaveAttribute('data-e2e-mark', 'kept');
    await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeFocused();

    // The choice outlives a reload (the browser still prefers German).
    await language.getByRole('radio', { name: 'English' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: profileEn['profile.title'] }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored).toEqual({ 'pref.locale': 'en-GB' });
  });

  test('a new customer opens an account in German', async ({ page, signIn }) => {
    await signIn('new', '/');
    await page.getByRole('link', { name: homeSetupDe['home.progress.action.profile'] }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    const step = (number: number, name: string) =>
      text(onboardingDe['onboarding.stepOf'], { number, total: 4, name });

    // 1. Details, with a German validation message first.
    const field = (key: keyof typeof onboardingDe) => page.getByLabel(onboardingDe[key]);
    await field('onboarding.profile.name').fill('Grace');
    await field('onboarding.profile.surname').fill('Hopper');
    const unitedStates = new Intl.DisplayNames(['de-DE'], { type: 'region' }).of('US') ?? '';
    await field('onboarding.profile.nationality').fill(unitedStates);
    await field('onboarding.profile.birthday').fill('1986-12-09');
    await field('onboarding.profile.phone').fill('+44 123');
    await page.getByRole('button', { name: onboardingDe['onboarding.profile.submit'] }).click();
    const summary = page
      .getByRole('alert')
      .filter({ hasText: onboardingDe['onboarding.profile.errorSummary'] });
    await expect(summary).toBeFocused();
    const phoneError = onboardingDe['onboarding.validation.phoneInvalid'];
    await expect(summary.getByRole('link', { name: phoneError })).toBeVisible();
    await expectNoViolations(page);
    await field('onboarding.profile.phone').fill('+1 202 555 0147');
    await page.getByRole('button', { name: onboardingDe['onboarding.profile.submit'] }).click();

    // 2. Contract.
    const contractStep = step(2, onboardingDe['onboarding.step.contract']);
    await expect(page.getByRole('heading', { name: contractStep })).toBeFocused();
    await expectNoViolations(page);
    await page
      .getByRole('article', { name: 'Basic', exact: true })
      .getByRole('button', { name: text(contractsDe['contracts.choose'], { title: 'Basic' }) })
      .click();
    await page.getByLabel(contractsDe['contracts.review.terms']).check();
    await page.getByRole('button', { name: contractsDe['contracts.review.accept'] }).click();

    // 3. Identity check, with the test verifier.
    const checkStep = step(3, onboardingDe['onboarding.step.verification']);
    await expect(page.getByRole('heading', { name: checkStep })).toBeVisible();
    await expectNoViolations(page);
    const widget = page.getByRole('region', { name: verificationDe['verification.mock.title'] });
    await widget
      .getByRole('radio', { name: verificationDe['verification.mock.confirmed'] })
      .check();
    await widget.getByRole('button', { name: verificationDe['verification.mock.submit'] }).click();
    await expect(
      page.getByRole('heading', { name: verificationDe['verification.pending.title'] }),
    ).toBeVisible();

    // 4. First account.
    const accountStep = step(4, onboardingDe['onboarding.step.account']);
    await expect(page.getByRole('heading', { name: accountStep })).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(page);
    await page.getByLabel(accountsOpenDe['accounts.open.name']).fill('Alltag');
    const eur = text(accountsOpenDe['accounts.open.currencyAvailable'], {
      currency: 'EUR',
      remaining: 2,
      allowed: 2,
    });
    await page.getByRole('radio', { name: eur }).check();
    await page.getByRole('button', { name: accountsOpenDe['accounts.open.submit'] }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Alltag' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveTitle(`Alltag — ${BANK_NAME}`);
    // Nothing in it yet: its bank details lead the page, as "Add money".
    const details = page.getByRole('region', { name: accountsDe['accounts.addMoney.title'] });
    await expect(details.getByText('Grace Hopper', { exact: true })).toBeVisible();
    await expectAccessibleWideAndNarrow(page);
  });
});
