/**
 * The history benchmark (issue 10 §4): in Chromium, against the production build and the
 * mock environment, the `saver` persona opens the history of its 10,000-transaction account,
 * loads every page, then scrolls the list from top to bottom at a steady rate. Measured:
 * the time to the first rows (a deep link, sign-in redirect included), the most rows in the
 * DOM at once (`[data-history-row]`), and the long tasks (over 50 ms) during the scroll.
 *
 * The list marks each rendered transaction row with `data-history-row` and its scrolling
 * element with `data-history-scroller` (without one, the window is scrolled).
 */
import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { budgets } from './bench-budgets.ts';
import {
  HISTORY_ROW_SELECTOR,
  LONG_TASK_RECORDER,
  scrollScript,
  SCROLL_TO_END,
  type ScrollOutcome,
} from './bench-history-page.ts';
import { advisory, checkBudget, type Check, type CheckResult } from './bench-check.ts';
import { measureServedApp } from './bench-browser.ts';
import { personaSession, portsFromEnv, type MockEnvironment } from './mock-environment.ts';

export interface HistoryLimits {
  maxRenderedRows: number;
  longestScrollTaskMs: number;
  firstRowsMs: number;
}

export interface HistoryMeasurement {
  firstRowsMs: number;
  /** Requests of GET /v1/transactions the bank answered while loading. */
  pageRequests: number;
  loadAllMs: number;
  scroll: ScrollOutcome;
}

const PERSONA = 'saver';
const ACCOUNT_TITLE = 'Savings pot';
/** How fast the list is scrolled, px per second: a fast, steady drag of the scrollbar. */
const SCROLL_RATE = 40_000;
const SCROLL_MAX_MS = 25_000;
/** How long loading every page (about 100 of them) may take: a limit far beyond any load. */
const LOAD_ALL_MS = 180_000;

const benchPorts = () => portsFromEnv({ app: 4290, idp: 4490, bank: 4590 }, 'BENCH_');

function potIdOf(mock: MockEnvironment): string {
  const pot = mock.bank.bank.state.users
    .get(PERSONA)
    ?.accounts.find((record) => record.title === ACCOUNT_TITLE);
  if (!pot) throw new Error(`the mock bank has no ${ACCOUNT_TITLE} for ${PERSONA}`);
  return pot.id;
}

function historyRequests(mock: MockEnvironment): number {
  return mock.bank.bank.log.filter(
    (entry) => entry.method === 'GET' && entry.path === '/v1/transactions',
  ).length;
}

/**
 * Loads every page: scrolls the list to its end (the list loads the next page there) and
 * clicks "Load more" when it is shown, until the list says where the history starts.
 */
async function loadEveryPage(page: Page, mock: MockEnvironment): Promise<void> {
  const end = page.getByText(/This is the start of your history/);
  const more = page.getByRole('button', { name: 'Load more' });
  const deadline = Date.now() + LOAD_ALL_MS;
  while ((await end.count()) === 0) {
    if (Date.now() > deadline) {
      throw new Error(
        `not every page loaded within ${LOAD_ALL_MS} ms (${historyRequests(mock)} GET /v1/transactions)`,
      );
    }
    await page.evaluate(SCROLL_TO_END);
    if ((await more.count()) > 0) await more.click({ timeout: 1_000 }).catch(() => undefined);
    else await page.waitForTimeout(50);
  }
}

async function measure(browser: Browser, mock: MockEnvironment): Promise<HistoryMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(await personaSession(mock, PERSONA));
    await context.addInitScript({ content: LONG_TASK_RECORDER });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);

    const started = Date.now();
    await page.goto(`${mock.appOrigin}/history?accountId=${potIdOf(mock)}`);
    await page
      .locator(HISTORY_ROW_SELECTOR)
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => {
        throw new Error(`no ${HISTORY_ROW_SELECTOR} row on ${page.url()} within 60 s`);
      });
    const firstRowsMs = Date.now() - started;

    const loading = Date.now();
    await loadEveryPage(page, mock);
    const loadAllMs = Date.now() - loading;
    const pageRequests = historyRequests(mock);

    const scroll = (await page.evaluate(
      scrollScript({ rate: SCROLL_RATE, maxMs: SCROLL_MAX_MS }),
    )) as ScrollOutcome;
    return { firstRowsMs, pageRequests, loadAllMs, scroll };
  } finally {
    await context.close();
  }
}

/** Starts the environment and Chromium, measures, and stops everything it started. */
export async function runHistoryBench(): Promise<HistoryMeasurement> {
  return measureServedApp(benchPorts(), (browser, mock) => measure(browser, mock));
}

/** The table's rows for one measurement. */
export function historyResults(
  measured: HistoryMeasurement,
  limits: HistoryLimits = budgets.history,
): CheckResult[] {
  const { scroll } = measured;
  const longest = Math.max(0, ...scroll.longTasks.map((task) => task.duration));
  const seconds = (scroll.end - scroll.start) / 1000;
  const scrollLine =
    `scrolled ${Math.round(scroll.distance).toLocaleString('en')} of ` +
    `${Math.round(scroll.height).toLocaleString('en')} px in ${seconds.toFixed(1)} s ` +
    `(${SCROLL_RATE.toLocaleString('en')} px/s, ${scroll.frames} frames, ` +
    `${scroll.ownScroller ? 'the list’s own scroller' : 'the window'})`;
  const problems = [
    ...(scroll.reachedEnd ? [] : ['the scroll did not reach the end of the list']),
    ...(scroll.maxRows > 0 ? [] : [`no ${HISTORY_ROW_SELECTOR} row was seen while scrolling`]),
    ...(scroll.longTasksUnsupported ? ['this Chromium does not report long tasks'] : []),
  ];
  const rows = checkBudget(
    'History: most rows in the DOM (10,000 loaded)',
    scroll.maxRows,
    limits.maxRenderedRows,
    'count',
    [
      `${measured.pageRequests} GET /v1/transactions to load every page in ${(measured.loadAllMs / 1000).toFixed(1)} s`,
      scrollLine,
      ...problems,
    ],
  );
  const tasks = checkBudget(
    'History: longest task while scrolling',
    longest,
    limits.longestScrollTaskMs,
    'ms',
    [
      `${scroll.longTasks.length} long task(s) over 50 ms during the scroll` +
        (scroll.longTasks.length
          ? `: ${scroll.longTasks.map((task) => task.duration.toFixed(0)).join(', ')} ms`
          : ''),
    ],
  );
  const first = checkBudget(
    'History: time to first rows',
    measured.firstRowsMs,
    limits.firstRowsMs,
    'ms',
    ['a deep link to the history, opened signed out at the provider: sign-in redirect included'],
  );
  const ok = problems.length === 0;
  // Rows in the DOM and the scroll reaching the end gate; the timings are printed only.
  return [{ ...rows, ok: rows.ok && ok }, advisory(tasks), advisory(first)];
}

/** Whether `distDir` is the build the preview server serves (the app's own dist/). */
export function servesDist(distDir: string, root: string): boolean {
  return path.resolve(distDir) === path.resolve(root, 'dist');
}

/**
 * The history check for `npm run bench`; null for another build directory than the app's own
 * dist/ (the bench's tests measure made-up builds) or with BENCH_SKIP_BROWSER=1.
 */
export function historyCheck(distDir: string, root: string): Check | null {
  if (!servesDist(distDir, root) || process.env['BENCH_SKIP_BROWSER'] === '1') return null;
  return { name: 'History benchmark', run: async () => historyResults(await runHistoryBench()) };
}
