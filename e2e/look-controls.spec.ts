import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';
import { EVERYDAY } from './transfers-steps';

// Issue 23 §1, the controls' look: copy buttons that do not dominate (an icon, its full name for
// assistive technology, the toast naming what was copied), one shape of button, motion that
// stops when the device asks for reduced motion, and the phone's More sheet with one active
// tab and no double rule. In English in the light scheme at 1440 px, and in German in the dark
// one at 375 px (the texts are literals here, in both languages); axe checks what it reaches.

interface Reader {
  name: string;
  locale: 'en-GB' | 'de-DE';
  colorScheme: 'light' | 'dark';
  width: number;
  words: {
    bankDetails: string;
    copyIban: string;
    ibanCopied: string;
    whoArePaying: string;
    tabs: string;
    more: string;
    home: string;
    profile: string;
    closeMore: string;
    allAccounts: string;
    openAccount: string;
  };
}

const READERS: readonly Reader[] = [
  {
    name: 'English, light, 1440 px',
    locale: 'en-GB',
    colorScheme: 'light',
    width: 1440,
    words: {
      bankDetails: 'Bank details',
      copyIban: 'Copy IBAN',
      ibanCopied: 'IBAN copied',
      whoArePaying: 'Who are you paying?',
      tabs: 'Main tabs',
      more: 'More',
      home: 'Home',
      profile: 'Profile',
      closeMore: 'Close the menu',
      allAccounts: 'All accounts',
      openAccount: 'Open an account',
    },
  },
  {
    name: 'German, dark, 375 px',
    locale: 'de-DE',
    colorScheme: 'dark',
    width: 375,
    words: {
      bankDetails: 'Bankverbindung',
      copyIban: 'IBAN kopieren',
      ibanCopied: 'IBAN kopiert',
      whoArePaying: 'Wen möchten Sie bezahlen?',
      tabs: 'Navigationsleiste',
      more: 'Mehr',
      home: 'Start',
      profile: 'Profil',
      closeMore: 'Menü schließen',
      allAccounts: 'Alle Konten',
      openAccount: 'Konto eröffnen',
    },
  },
];

/** ada's Everyday euros as the mock bank seeds it: its page and its IBAN (as copied). */
const EVERYDAY_PATH = `/accounts/${EVERYDAY.id}`;
const EVERYDAY_IBAN = (JSON.parse(EVERYDAY.bankDetails) as { iban: string }).iban;

/** The computed durations of an element's animation and transition. */
function durations(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { animation: style.animationDuration, transition: style.transitionDuration };
  });
}

/**
 * Height and corner radius of every button (and link shown as one) of the main content (the
 * round quick actions are not buttons of this shape: rows-look.spec.ts holds their look).
 */
function buttonShapes(page: Page) {
  return page
    .getByRole('main')
    .locator('.button:not(.button--link)')
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.getClientRects().length > 0)
        .map((button) => {
          const style = getComputedStyle(button);
          return {
            name: button.textContent?.trim() ?? '',
            variant: [...button.classList].find((name) => name.startsWith('button--')) ?? '',
            height: Math.round(button.getBoundingClientRect().height),
            radius: style.borderTopLeftRadius,
          };
        }),
    );
}

/** How many tabs are drawn as the active one (the accent line along their top). */
function activeTabs(page: Page): Promise<number> {
  return page.locator('.tab-bar__item').evaluateAll(
    (tabs) =>
      tabs.filter((tab) => {
        const shadow = getComputedStyle(tab).boxShadow;
        return shadow !== 'none' && !shadow.startsWith('rgba(0, 0, 0, 0)');
      }).length,
  );
}

/**
 * Rules (horizontal borders) of the open sheet and the bar's top edge under it that lie within
 * a few pixels of each other: a double divider. Empty when there is none.
 */
function adjacentRules(page: Page): Promise<string[]> {
  return page.locator('.tab-bar').evaluate((bar) => {
    const rules: { at: number; of: string }[] = [];
    for (const node of [bar, ...bar.querySelectorAll('*')]) {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (box.width === 0 || style.visibility === 'hidden') continue;
      const name = `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
      const drawn = (side: 'Top' | 'Bottom') =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        !/rgba\(.*, 0\)$|transparent/.test(
          style.getPropertyValue(`border-${side.toLowerCase()}-color`),
        );
      if (drawn('Top')) rules.push({ at: box.top, of: `${name} top` });
      if (drawn('Bottom')) rules.push({ at: box.bottom, of: `${name} bottom` });
    }
    rules.sort((a, b) => a.at - b.at);
    return rules.flatMap((rule, index) => {
      const next = rules[index + 1];
      return next && next.at - rule.at < 6 ? [`${rule.of} and ${next.of}`] : [];
    });
  });
}

for (const reader of READERS) {
  const { words } = reader;
  const phone = reader.width < 640;

  test.describe(reader.name, () => {
    test.use({
      locale: reader.locale,
      colorScheme: reader.colorScheme,
      viewport: { width: reader.width, height: phone ? 740 : 900 },
    });

    test('a copy button is an icon named by what it copies; pressing it copies and the toast says so', async ({
      page,
      context,
      signIn,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(baseURL ?? '').origin,
      });
      await signIn('ada', EVERYDAY_PATH);
      const card = page.getByRole('region', { name: words.bankDetails });
      const copy = card.getByRole('button', { name: words.copyIban, exact: true });
      await expect(copy).toBeVisible();
      // An icon, no visible word (a square the size of a touch target): the value leads.
      await expect(copy.locator('svg')).toHaveCount(1);
      const box = await copy.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBe(box?.height);

      // The check shows for a moment (a time to read, not a state to wait for): the page
      // notes when it appears, so a busy machine that looks late still sees that it did.
      const watch = await copy.evaluateHandle((button) => {
        const seen = { check: false };
        const observer = new MutationObserver(() => {
          if (!button.querySelector('.copy-button__done')) return;
          seen.check = true;
          observer.disconnect();
        });
        observer.observe(button, { childList: true, subtree: true });
        return seen;
      });
      await copy.click();
      await expect(page.getByRole('status')).toHaveText(words.ibanCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EVERYDAY_IBAN);
      // Still the same button by the same name, its icon a check for a moment, then a copy
      // icon again.
      await expect.poll(() => watch.evaluate((seen) => seen.check)).toBe(true);
      await expect(card.getByRole('button', { name: words.copyIban, exact: true })).toBeVisible();
      await expectNoViolations(page);
      await expect(copy.locator('.copy-button__done')).toHaveCount(0);
      await expect(copy.locator('svg')).toHaveCount(1);
    });

    test('buttons of every variant share one height and one corner radius', async ({
      page,
      signIn,
    }) => {
      // An account's page (secondary, and quiet: the copy icons), then the overview (primary).
      await signIn('ada', EVERYDAY_PATH);
      await expect(
        page.getByRole('region', { name: words.bankDetails }).getByRole('button', {
          name: words.copyIban,
          exact: true,
        }),
      ).toBeVisible();
      const shapes = await buttonShapes(page);
      await page.getByRole('link', { name: words.allAccounts, exact: true }).click();
      await expect(page.getByRole('link', { name: words.openAccount, exact: true })).toBeVisible();
      shapes.push(...(await buttonShapes(page)));
      expect(new Set(shapes.map((shape) => shape.variant))).toEqual(
        new Set(['button--primary', 'button--secondary', 'button--quiet']),
      );
      expect(new Set(shapes.map((shape) => shape.radius))).toEqual(new Set([shapes[0]?.radius]));
      expect(new Set(shapes.map((shape) => shape.height))).toEqual(new Set([44]));
    });

    test('a transfer’s step moves in, and not at all when the device asks for reduced motion', async ({
      page,
      signIn,
    }) => {
      await signIn('ada', '/transfers');
      const heading = page.getByRole('heading', { level: 2, name: words.whoArePaying });
      await expect(heading).toBeVisible();
      const step = heading.locator('..');
      const moving = await durations(step);
      expect(parseFloat(moving.animation)).toBeGreaterThan(0);
      expect(parseFloat(moving.animation)).toBeLessThanOrEqual(0.25);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await expect(heading).toBeVisible();
      expect(await durations(heading.locator('..'))).toEqual({ animation: '0s', transition: '0s' });
      await expectNoViolations(page);
      // Nor does the phone's More sheet rise.
      if (phone) {
        const more = page
          .getByRole('navigation', { name: words.tabs })
          .getByRole('button', { name: words.more, exact: true });
        await more.click();
        const sheet = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
        await expect(sheet).toBeVisible();
        expect((await durations(sheet)).animation).toBe('0s');
      }
    });

    test('the phone’s More sheet: one active tab, one current item, no double rule, a close', async ({
      page,
      signIn,
    }) => {
      test.skip(!phone, 'The tab bar and its More sheet are a phone’s (40rem and below)');
      const tabs = page.getByRole('navigation', { name: words.tabs });
      const more = tabs.getByRole('button', { name: words.more, exact: true });

      // On a tab's screen (Home) and on a screen under More (Profile), with the sheet open.
      for (const [path, current] of [
        ['/', words.home],
        ['/profile', words.profile],
      ] as const) {
        await (path === '/' ? signIn('ada', path) : page.goto(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await more.click();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        const bar = page.locator('.tab-bar');
        const marked = bar.locator('[aria-current="page"]');
        await expect(marked).toHaveCount(1);
        await expect(marked).toHaveAccessibleName(current);
        expect(await activeTabs(page)).toBe(1);
        expect(await adjacentRules(page)).toEqual([]);
        await expectNoViolations(page);

        // Its close button closes it and gives focus back to More.
        await page.getByRole('button', { name: words.closeMore }).click();
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(more).toBeFocused();
      }
    });
  });
}
