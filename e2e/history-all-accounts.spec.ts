import type { Page } from '@playwright/test';
import type { Transaction } from '../src/api/transactions/schemas';
import { seedBank } from '../mock/bank/seed';
import { expectNoViolations } from './accessibility';
import { expect, test } from './fixtures';

// Issue 22 §6: the history of all of ada's accounts, filtered by a range of days and "money
// out", shows exactly the mock's matching transactions, at 1440 and at 375 px. The expected
// rows are computed here from the mock's seed, in a time zone of the test's choosing (not the
// machine's), with Intl, never with the app's code.

const ZONE = 'Pacific/Auckland';
test.use({ timezoneId: ZONE });

/** A timestamp's calendar day in ZONE, `YYYY-MM-DD`. */
const dayIn = (timestamp: number | string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(timestamp));

/**
 * ada's transactions as the running mock holds them: the mock seeds relative to the moment it
 * was reset, so the seed is made again at that moment, found from one transaction it answered.
 */
function adaAsSeeded(answered: Transaction): Transaction[] {
  const reference = new Date('2026-01-01T00:00:00.000Z');
  const seededThen = seedBank(reference).users.get('ada')?.transactions ?? [];
  const same = seededThen.find((item) => item.id === answered.id);
  if (!same?.createdAt || !answered.createdAt) throw new Error('not one of ada’s seeded rows');
  const resetAt = reference.getTime() + Date.parse(answered.createdAt) - Date.parse(same.createdAt);
  return seedBank(new Date(resetAt)).users.get('ada')?.transactions ?? [];
}

/**
 * Waits until the (virtualised) list has drawn what the window shows of it: its drawn items
 * reach from the top of the list's visible part to its bottom. A scroll is drawn a frame or
 * more later, and on a busy machine much later; reading the rows before that missed the last.
 */
async function listDrawn(page: Page) {
  await page.waitForFunction(() => {
    const canvas = document.querySelector('.history-list__canvas');
    if (!canvas) return false;
    const box = canvas.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (bottom <= top) return true;
    const drawn = [...canvas.querySelectorAll(':scope > [data-index]')].map((item) =>
      item.getBoundingClientRect(),
    );
    return (
      drawn.some((item) => item.top <= top + 1) && drawn.some((item) => item.bottom >= bottom - 1)
    );
  });
}

/** Every row of the (virtualised) list, top to bottom: the window is scrolled to its end. */
async function allRowIds(page: Page): Promise<string[]> {
  const ids: string[] = [];
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  for (let turn = 0; turn < 200; turn += 1) {
    await listDrawn(page);
    for (const href of await page
      .locator('[data-history-row]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const id = /\/history\/([^?]+)/.exec(href)?.[1] ?? '';
      if (!ids.includes(id)) ids.push(id);
    }
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy({ top: window.innerHeight / 2 });
      return window.scrollY === before;
    });
    if (atEnd) break;
  }
  return ids;
}

test('the all-accounts history filtered by a date range and money out shows exactly the mock’s matching transactions', async ({
  page,
  signIn,
}) => {
  let first: Transaction | undefined;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/v1/transactions' || !response.ok() || first) return;
    void response.json().then((body: { transactions: Transaction[] }[]) => {
      first ??= body[0]?.transactions[0];
    });
  });
  await signIn('ada', '/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByLabel('Account')).toHaveValue('');
  await expect(page.locator('[data-history-row]').first()).toBeVisible();
  await expect.poll(() => first).toBeDefined();
  const seeded = adaAsSeeded(first!);

  // The range: the days from 60 to 30 days ago, in ada's zone.
  const now = Date.parse(first!.createdAt ?? '');
  const from = dayIn(now - 60 * 86_400_000);
  const to = dayIn(now - 30 * 86_400_000);
  const expected = seeded
    .filter((item) => item.direction === 'out')
    .filter((item) => dayIn(item.createdAt ?? '') >= from && dayIn(item.createdAt ?? '') <= to)
    .sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
  expect(new Set(expected.map((item) => item.accountId)).size).toBe(2);

  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByLabel('Money in or out').selectOption({ label: 'Money out' });
  await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}.*flow=out`));
  await expect(page.getByText('Every matching transaction is shown')).toBeVisible();
  await expect(page.getByText(`${expected.length} matches`, { exact: true })).toBeVisible();
  expect(await allRowIds(page)).toEqual(expected.map((item) => item.id));
  await expectNoViolations(page);

  // On a phone: the same address, the filters behind one button, the list with the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  const filters = page.getByRole('button', { name: 'Filters (3 on)' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('From', { exact: true })).toBeHidden();
  await expect(page.getByText(`${expected.length} matches`, { exact: true })).toBeVisible();
  expect(await allRowIds(page)).toEqual(expected.map((item) => item.id));
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  await expect(page.getByLabel('Money in or out')).toHaveValue('out');
  await expectNoViolations(page);
});
