import type { Locator } from '@playwright/test';
import type { Transaction } from '../src/api/transactions/schemas';
import { seedBank } from '../mock/bank/seed';
import { expectNoViolations } from './accessibility';
import { isMockEnvironment } from './environment';
import { expect, test } from './fixtures';
import { EVERYDAY } from './transfers-steps';
import { expectWordsWhole } from './whole-text';
import { transactionsDe } from '../src/lib/i18n/de/transactions';
import { transactionsEn } from '../src/lib/i18n/en/transactions';

// Issue 23 §1, the look of rows and quick actions: every row of transactions starts with an
// avatar that assistive technology does not read, a completed row says no status while a
// pending one says so, and the quick actions of home and of an account's page are round icons
// with their words, on one row. In English in
// the light scheme at 1440 px and in German in the dark one at 375 px (the quick actions at
// 320 px too), with axe on every screen. The texts are literals here; which rows are completed
// or pending, and who they are with, come from the mock's seed.

interface Reader {
  name: string;
  locale: 'en-GB' | 'de-DE';
  colorScheme: 'light' | 'dark';
  width: number;
  words: {
    pending: string;
    from: string;
    to: string;
    history: string;
    activity: string;
    recent: string;
    actions: string;
    actionLabels: readonly string[];
    accountActions: string;
    /** An account's quick actions: the words under each circle, and each one's whole name. */
    accountActionLabels: readonly string[];
    accountActionNames: readonly string[];
  };
}

const READERS: readonly Reader[] = [
  {
    name: 'English, light, 1440 px',
    locale: 'en-GB',
    colorScheme: 'light',
    width: 1440,
    words: {
      pending: transactionsEn['transactions.status.pending'],
      from: 'From',
      to: 'To',
      history: 'Transactions',
      activity: 'Latest activity',
      recent: 'Recent transactions',
      actions: 'Quick actions',
      actionLabels: ['Send money', 'Open an account', 'See history'],
      accountActions: 'Account actions',
      accountActionLabels: ['Send money', 'Bank details', 'History'],
      accountActionNames: ['Send money from this account', 'Bank details', 'See full history'],
    },
  },
  {
    name: 'German, dark, 375 px',
    locale: 'de-DE',
    colorScheme: 'dark',
    width: 375,
    words: {
      pending: transactionsDe['transactions.status.pending'],
      from: 'Von',
      to: 'An',
      history: 'Umsätze',
      activity: 'Letzte Umsätze',
      recent: 'Letzte Umsätze',
      actions: 'Schnellzugriff',
      actionLabels: ['Geld senden', 'Konto eröffnen', 'Umsätze ansehen'],
      accountActions: 'Kontoaktionen',
      accountActionLabels: ['Geld senden', 'Bankdaten', 'Umsätze'],
      accountActionNames: ['Geld von diesem Konto senden', 'Bankdaten', 'Alle Umsätze ansehen'],
    },
  },
];

/** ada's Everyday euros transactions as seeded, newest first (the order does not depend on the
 * moment of the seed). */
const everyday: Transaction[] = (seedBank().users.get('ada')?.transactions ?? [])
  .filter((item) => item.accountId === EVERYDAY.id)
  .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id.localeCompare(a.id));

/**
 * Round quick actions (home's, an account's): every circle on one row and on screen, each
 * label's words whole, the first filled with its ring's colour and the others not, and the
 * keyboard's focus ring round the circle.
 */
async function expectRoundActions(links: Locator, labels: readonly string[]): Promise<void> {
  const page = links.page();
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const circle = element.querySelector('.round-actions__circle');
      const box = (circle ?? element).getBoundingClientRect();
      return {
        top: Math.round(box.top),
        right: box.right,
        filled: circle ? getComputedStyle(circle).backgroundColor : '',
        ring: circle ? getComputedStyle(circle).borderTopColor : '',
      };
    }),
  );
  // One row: every circle at the same height, all on screen.
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  const viewport = await page.evaluate(() => document.documentElement.clientWidth);
  for (const box of boxes) expect(box.right).toBeLessThanOrEqual(viewport);
  for (let index = 0; index < labels.length; index += 1) {
    await expectWordsWhole(links.nth(index));
  }
  // The first is filled with its ring's colour; the others are not.
  const [primary, ...others] = boxes;
  expect(primary?.filled).toBe(primary?.ring);
  for (const other of others) expect(other.filled).not.toBe(other.ring);

  // Reached with the keyboard, an action shows its focus ring round its circle.
  await links.first().focus();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await expect(links.nth(1).locator('.round-actions__circle')).toHaveCSS('outline-style', 'solid');
}

/** The counterparty's name as the seed has it: the sender of money in, the recipient of money out. */
function nameOf(transaction: Transaction): string {
  const party = transaction.direction === 'in' ? transaction.sender : transaction.recipient;
  return `${party?.name ?? ''} ${party?.surname ?? ''}`.trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The amount as Intl writes it with its sign: spaces may be any (Intl uses no-break ones). */
function amountPattern(transaction: Transaction, locale: string): string {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    signDisplay: 'exceptZero',
  }).format(
    (transaction.direction === 'in'
      ? transaction.amount
      : `-${transaction.amount}`) as Intl.StringNumericLiteral,
  );
  // The app writes a true minus (U+2212) where Intl writes a hyphen.
  return escape(money).replace(/\s/g, '\\s').replace(/^-/, '[-\u2212]');
}

/** Every link in `scope` starts with one avatar, hidden from assistive technology. */
async function expectAvatars(rows: Locator, name: RegExp): Promise<void> {
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    const avatar = row.locator('[data-avatar]');
    await expect(avatar).toHaveCount(1);
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    // Its name is the row's words: the initials are not read.
    await expect(row).toHaveAccessibleName(name);
  }
}

for (const reader of READERS) {
  const { words } = reader;

  test.describe(reader.name, () => {
    test.use({
      locale: reader.locale,
      colorScheme: reader.colorScheme,
      viewport: { width: reader.width, height: reader.width < 640 ? 740 : 900 },
    });

    test('every row of transactions starts with an avatar that assistive technology does not read', async ({
      page,
      signIn,
    }) => {
      test.skip(!isMockEnvironment, 'Compares with the mock bank’s seeded transactions');
      const newest = everyday[0];
      if (!newest) throw new Error('ada has seeded EUR transactions');

      // The history: the newest row is named by its counterparty, whose initials are hidden.
      await signIn('ada', `/history?accountId=${EVERYDAY.id}`);
      const history = page.getByRole('region', { name: words.history, exact: true });
      const rows = history.getByRole('link');
      await expect(rows.first()).toHaveAccessibleName(new RegExp(`^${escape(nameOf(newest))} `));
      const [first, last] = nameOf(newest).split(' ');
      await expect(rows.first().locator('[data-avatar]')).toHaveText(
        `${first?.[0] ?? ''}${last?.[0] ?? ''}`,
      );
      await expect(rows.first().locator('[data-avatar]')).toBeVisible();
      await expectAvatars(rows, /^\p{L}/u);
      // Every avatar starts at one edge: a pending row's stripe does not push its row inwards.
      await expect(rows.filter({ hasText: words.pending }).first()).toBeVisible();
      await expect
        .poll(() =>
          rows.evaluateAll(
            (links) =>
              new Set(
                links.map((link) =>
                  Math.round(
                    link.querySelector('[data-avatar]')?.getBoundingClientRect().left ?? -1,
                  ),
                ),
              ).size,
          ),
        )
        .toBe(1);
      await expectNoViolations(page);

      // The home's latest activity: "From …" or "To …", the avatar before it unread.
      await page.goto('/');
      const activity = page.getByRole('region', { name: words.activity, exact: true });
      await expectAvatars(
        activity.getByRole('link', { name: new RegExp(`^(${words.from}|${words.to}) `) }),
        new RegExp(`^(${words.from}|${words.to}) \\p{L}`, 'u'),
      );
      await expectNoViolations(page);
    });

    test('a completed row says no status, a pending one says it is pending', async ({
      page,
      signIn,
    }) => {
      test.skip(!isMockEnvironment, 'Compares with the mock bank’s seeded transactions');
      // The newest of each among the ten an account page shows.
      const shown = everyday.slice(0, 10);
      const pending = shown.find((item) => item.status === 'pending');
      const completed = shown.find((item) => item.status === 'completed');
      if (!pending || !completed) throw new Error('the seed has both among ada’s newest ten');
      const named = (transaction: Transaction, status: string) =>
        new RegExp(
          `^${transaction.direction === 'in' ? words.from : words.to} ${escape(nameOf(transaction))} ${amountPattern(transaction, reader.locale)}${status}$`,
          'u',
        );

      await signIn('ada', `/accounts/${EVERYDAY.id}`);
      const recent = page.getByRole('region', { name: words.recent, exact: true });
      const pendingRow = recent.getByRole('link', { name: named(pending, ` ${words.pending}`) });
      const completedRow = recent.getByRole('link', { name: named(completed, '') });
      await expect(pendingRow).toBeVisible();
      await expect(pendingRow).toContainText(words.pending);
      await expect(completedRow).toBeVisible();
      await expect(completedRow.locator('.status-pill')).toHaveCount(0);
      await expectNoViolations(page);
    });

    for (const width of [reader.width, 320]) {
      test(`the quick actions stand on one row at ${width} px, words whole, the first filled`, async ({
        page,
        signIn,
      }) => {
        await page.setViewportSize({ width, height: 740 });
        await signIn('ada', '/');
        const actions = page.getByRole('navigation', { name: words.actions, exact: true });
        const links = actions.getByRole('link');
        // Named by their words alone, as before.
        await expect(links).toHaveText([...words.actionLabels]);
        for (const label of words.actionLabels) {
          await expect(actions.getByRole('link', { name: label, exact: true })).toBeVisible();
        }
        await expectRoundActions(links, words.actionLabels);
        await expectNoViolations(page);
      });

      test(`an account's quick actions are home's, on one row at ${width} px`, async ({
        page,
        signIn,
      }) => {
        await page.setViewportSize({ width, height: 740 });
        await signIn('ada', `/accounts/${EVERYDAY.id}`);
        const actions = page.getByRole('list', { name: words.accountActions, exact: true });
        const links = actions.locator('.round-actions__link');
        await expect(links).toHaveText([...words.accountActionLabels]);
        for (const name of words.accountActionNames) {
          await expect(actions.getByRole('link', { name, exact: true })).toBeVisible();
        }
        await expectRoundActions(links, words.accountActionLabels);
        await expectNoViolations(page);
      });
    }
  });
}
