/**
 * Lighthouse on the accounts overview (issue 13 §8), home, the history and the transfer form
 * (issue 23 §3): the production build served with the mock environment, Lighthouse's default
 * mobile profile (a mid-range phone, simulated slow 4G and a 4× slower CPU), each page run
 * three times; the median performance score is each page's result.
 *
 * A customer opening /accounts in a new tab is signed in at the provider already (its
 * session cookie), so the measured load includes the app's own code + PKCE round trip
 * through the provider, as a real deep link does. Tokens stay in the page's memory.
 * LIGHTHOUSE_REPORT_DIR=<folder> keeps each run's HTML and JSON report there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CookieData } from 'puppeteer-core';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startPreviewServer } from './app-serving.ts';
import { budgets } from './bench-budgets.ts';
import { advisory, checkBudget, type Check, type CheckResult } from './bench-check.ts';
import { buildFloor, FLOOR_PATH, startFloorServer } from './bench-floor.ts';
import { benchTls } from './bench-tls.ts';
import { chromiumExecutable, QUIET_CHROMIUM_ARGS } from './browser.ts';
import {
  personaSession,
  portsFromEnv,
  startMockEnvironment,
  type MockEnvironment,
} from './mock-environment.ts';

const PERSONA = 'ada';
const RUNS = 3;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds, as Lighthouse's simulated mobile load reports them. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  /** The main thread's scripting (evaluation, parsing and compiling), as Lighthouse observed it. */
  scriptingTime: number;
  finalUrl: string;
  /** The protocols the app's origin answered in (cached answers, which have none, left out). */
  appProtocols: string[];
}

interface NetworkRequestItem {
  url?: string;
  protocol?: string;
}

/** The protocols of the requests to `origin`, from Lighthouse's network-requests audit. */
function protocolsOf(lhr: { audits: Record<string, { details?: unknown }> }, origin: string) {
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequestItem[] } | undefined;
  const protocols = new Set<string>();
  for (const { url, protocol } of details?.items ?? []) {
    if (url && protocol && new URL(url).origin === origin) protocols.add(protocol);
  }
  return [...protocols].sort();
}

/**
 * How the phone's network and CPU are applied: simulated from an unthrottled load (Lighthouse's
 * default, which the goals are of), or with LIGHTHOUSE_THROTTLING=devtools applied to the real
 * load, a diagnosis of what the simulation makes of the sign-in's two page loads.
 */
const throttlingMethod = (): 'simulate' | 'devtools' =>
  process.env['LIGHTHOUSE_THROTTLING'] === 'devtools' ? 'devtools' : 'simulate';

const benchPorts = () => portsFromEnv({ app: 4291, idp: 4491, bank: 4591 }, 'LIGHTHOUSE_');
const floorPort = () => Number(process.env['LIGHTHOUSE_FLOOR_PORT'] ?? 4294);

interface WorkItem {
  group?: string;
  duration?: number;
}

/** Milliseconds of script evaluation, parsing and compiling on the main thread. */
function scriptingOf(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const details = lhr.audits['mainthread-work-breakdown']?.details as
    { items?: WorkItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
    .reduce((sum, item) => sum + (item.duration ?? 0), 0);
}

/** The middle value of an odd number of values (the lower middle of an even number). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function runOnce(
  mock: MockEnvironment,
  chromePort: number,
  url: string,
): Promise<LighthouseRun> {
  const pagePath = new URL(url).pathname;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const cookies = await personaSession(mock, PERSONA);
    const context = browser.defaultBrowserContext();
    await context.setCookie(
      ...cookies.map((cookie): CookieData => ({
        name: cookie.name,
        value: cookie.value,
        domain: new URL(cookie.url).hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      })),
    );
    const page = await browser.newPage();
    // Every run starts with a cold cache (Lighthouse's own reset would also end the provider's
    // session, whose cookie is shared by every port of 127.0.0.1).
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'html',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // The provider's session cookie must survive: Lighthouse clears storage by default.
        disableStorageReset: true,
        throttlingMethod: throttlingMethod(),
      },
      undefined,
      page,
    );
    await page.close();
    await context.deleteCookie(...(await context.cookies()));
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const reportDir = process.env['LIGHTHOUSE_REPORT_DIR'];
    if (reportDir && typeof result.report === 'string') {
      mkdirSync(reportDir, { recursive: true });
      const name = `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}`;
      writeFileSync(path.join(reportDir, `${name}.html`), result.report);
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score(lhr.categories['performance']?.score),
      accessibility: score(lhr.categories['accessibility']?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      firstContentfulPaint: metric('first-contentful-paint'),
      largestContentfulPaint: metric('largest-contentful-paint'),
      totalBlockingTime: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      scriptingTime: scriptingOf(lhr),
      finalUrl: lhr.finalDisplayedUrl,
      appProtocols: protocolsOf(lhr, mock.appOrigin),
    };
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's runs of each page, and of the floor page between them (bench/floor/). */
export interface LighthouseBench {
  pages: LighthouseRun[][];
  floor: LighthouseRun[];
}

/**
 * Starts the environment, the floor page's server and a Chromium for Lighthouse, and runs it
 * `runs` times on the floor page and each page, interleaved (the floor, then every page, then
 * again), so that the floor and the pages meet the machine in the same states; stops it all.
 */
export async function runLighthouseBench(
  pages: readonly string[],
  runs = RUNS,
): Promise<LighthouseBench> {
  const ports = benchPorts();
  // Served over HTTPS and HTTP/2, as docs/deployment.md serves it: over HTTP/1.1 a phone opens
  // six connections to the app's origin and waits out a round trip for each of its chunks.
  const tls = await benchTls();
  await buildFloor();
  const mock = await startMockEnvironment(ports, 600, { appScheme: 'https' });
  let app: Awaited<ReturnType<typeof startPreviewServer>> | undefined;
  let floor: Awaited<ReturnType<typeof startFloorServer>> | undefined;
  let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
  try {
    app = await startPreviewServer(ports.app, mock.appConfig, { tls });
    floor = await startFloorServer(floorPort(), tls);
    chrome = await launchChrome({
      chromePath: chromiumExecutable(),
      chromeFlags: ['--headless=new', '--no-sandbox', tls.chromiumFlag, ...QUIET_CHROMIUM_ARGS],
      logLevel: 'error',
    });
    const floorUrl = `https://127.0.0.1:${floorPort()}${FLOOR_PATH}`;
    const results: LighthouseBench = { pages: pages.map(() => []), floor: [] };
    for (let run = 0; run < runs; run += 1) {
      results.floor.push(await runOnce(mock, chrome.port, floorUrl));
      for (const [index, pagePath] of pages.entries()) {
        results.pages[index]?.push(await runOnce(mock, chrome.port, mock.appOrigin + pagePath));
      }
    }
    return results;
  } finally {
    chrome?.kill();
    await floor?.close();
    await app?.close();
    await mock.close();
  }
}

/** `part` over `whole`, to a hundredth; a floor of nothing counts as 1 ms. */
export function ratioTo(part: number, whole: number): number {
  return Math.round((part / Math.max(whole, 1)) * 100) / 100;
}

/**
 * The floor-page rows (issue 37 §3): each page's median blocking time as a ratio to the floor
 * page's, measured in the same run; goal at most 1.5. Printed beside the main thread's
 * scripting, as a ratio too. Timings of this machine: they never fail the bench.
 */
export function floorResults(
  floor: readonly LighthouseRun[],
  pages: readonly { path: string; runs: readonly LighthouseRun[] }[],
  goal: number = budgets.lighthouse.floorRatioGoal,
): CheckResult[] {
  const floorBlocking = median(floor.map((run) => run.totalBlockingTime));
  const floorScripting = median(floor.map((run) => run.scriptingTime));
  return pages.map(({ path: pagePath, runs }) => {
    const blocking = median(runs.map((run) => run.totalBlockingTime));
    const scripting = median(runs.map((run) => run.scriptingTime));
    return advisory(
      checkBudget(
        `Main thread ${pagePath}: blocking time × the floor page's (median of ${runs.length})`,
        ratioTo(blocking, floorBlocking),
        goal,
        'count',
        [
          `blocking ${ms(blocking)} against the floor's ${ms(floorBlocking)}; scripting ` +
            `${ms(scripting)} against ${ms(floorScripting)} ` +
            `(${ratioTo(scripting, floorScripting)}×)`,
          `the floor page's runs: ` +
            floor
              .map((run) => `TBT ${ms(run.totalBlockingTime)}, scripting ${ms(run.scriptingTime)}`)
              .join('; '),
        ],
      ),
    );
  });
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The table's rows: the median performance score against the goal, each run underneath. The
 * score is a timing of this machine (Lighthouse simulates a phone on whatever CPU time it
 * gets): it is printed, never failing (issue 20 §3). A run that ended on another page than
 * the overview is a defect of the app (a sign-in that went wrong), and that row fails.
 */
export function lighthouseResults(
  runs: readonly LighthouseRun[],
  goal: number,
  pagePath = '/accounts',
): CheckResult[] {
  const performance = median(runs.map((run) => run.performance));
  const lines = runs.map(
    (run, index) =>
      `run ${index + 1}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
      `best practices ${run.bestPractices}; FCP ${ms(run.firstContentfulPaint)}, ` +
      `LCP ${ms(run.largestContentfulPaint)}, TBT ${ms(run.totalBlockingTime)}, ` +
      `CLS ${run.cumulativeLayoutShift.toFixed(3)}`,
  );
  const wrongPage = runs.filter((run) => new URL(run.finalUrl).pathname !== pagePath);
  // A score is "at least": the table's budget column is the goal.
  const result = checkBudget(
    `Lighthouse mobile ${pagePath}: performance, at least (median of ${runs.length})`,
    performance,
    goal,
    'count',
    [
      `${PERSONA} signed in at the provider; Lighthouse's default mobile profile` +
        (throttlingMethod() === 'devtools' ? ', throttling applied (not simulated)' : ''),
      performance >= goal
        ? `meets the goal of ${goal}`
        : `below the goal of ${goal} by ${goal - performance}`,
      ...lines,
    ],
  );
  const scored = advisory({ ...result, ok: performance >= goal });
  const rows: CheckResult[] = [scored];
  if (wrongPage.length > 0) {
    rows.push({
      name: `Lighthouse ${pagePath}: every run ends on the page it measures`,
      value: runs.length - wrongPage.length,
      budget: runs.length,
      unit: 'count',
      ok: false,
      details: wrongPage.map((run) => `ended on ${run.finalUrl}, not ${pagePath}`),
    });
  }
  // The figures are of the app served as production serves it (docs/deployment.md): a run
  // that reached it over HTTP/1.1 measured something else.
  const notH2 = runs.flatMap((run, index) =>
    run.appProtocols.length === 1 && run.appProtocols[0] === 'h2'
      ? []
      : [`run ${index + 1}: the app answered over ${run.appProtocols.join(', ') || 'nothing'}`],
  );
  if (notH2.length > 0) {
    rows.push({
      name: `Lighthouse ${pagePath}: the app is served over HTTP/2 in every run`,
      value: runs.length - notH2.length,
      budget: runs.length,
      unit: 'count',
      ok: false,
      details: notH2,
    });
  }
  return rows;
}

/** The Lighthouse check of `npm run bench` (skipped with BENCH_SKIP_BROWSER=1 or LIGHTHOUSE=0). */
export function lighthouseCheck(): Check | null {
  if (process.env['BENCH_SKIP_BROWSER'] === '1' || process.env['LIGHTHOUSE'] === '0') return null;
  return {
    name: 'Lighthouse',
    run: async () => {
      const { pages } = budgets.lighthouse;
      const bench = await runLighthouseBench(pages.map((page) => page.path));
      return [
        ...floorResults(
          bench.floor,
          pages.map((page, index) => ({ path: page.path, runs: bench.pages[index] ?? [] })),
        ),
        ...pages.flatMap((page, index) =>
          lighthouseResults(bench.pages[index] ?? [], page.goalPerformance, page.path),
        ),
      ];
    },
  };
}
