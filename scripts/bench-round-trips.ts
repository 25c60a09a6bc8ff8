/**
 * The way to the first screen as a browser goes it (issue 37 §1 and §2). In Chromium, against
 * the production build and the mock environment, with every request 300 ms away (Chromium's own
 * network emulation: each request waits that long for its answer), `ada` opens home signed out
 * at the app and signed in at the provider. Measured in that one run:
 *
 * - how long after the token answer has arrived the first request to the bank leaves, in round
 *   trips of that latency (at most one);
 * - the JavaScript the browser fetched from the fresh page until the first screen was drawn
 *   with its data (every script once, gzip level 9 as the bench counts everywhere): the first
 *   page's before the provider, and the callback page's requested before the drawing. What
 *   loads after it is printed, not counted.
 *
 * Requests and bytes do not get faster or slower with the machine, so both gate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Request } from '@playwright/test';
import { budgets } from './bench-budgets.ts';
import { checkBudget, type Check, type CheckResult } from './bench-check.ts';
import { gzipSize } from './bench-graph.ts';
import { formatValue } from './bench-report.ts';
import { measureServedApp } from './bench-browser.ts';
import { personaSession, portsFromEnv, type MockEnvironment } from './mock-environment.ts';

const PERSONA = 'ada';
const FIRST_SCREEN = '/';

export interface RoundTripMeasurement {
  latencyMs: number;
  /** When the token answer had arrived, and when the first request for data left (epoch ms). */
  tokenAnsweredAt: number;
  firstDataAt: number;
  /** The app's requests between the two: the code it still fetched before asking for data. */
  between: string[];
  firstData: string;
  /** Of the time between the two, how long the page's main thread was in long tasks (ms). */
  busyMs: number;
  /** Each read of the bank until the page settled, and when it left after the token (ms). */
  reads: { read: string; afterToken: number }[];
  /**
   * The app's scripts in the order they were asked for (address paths, each once), and whether
   * before the first screen was drawn (every script of the first page is).
   */
  scripts: { path: string; beforeDrawn: boolean }[];
}

/** A long task of the main thread, its start as a wall-clock time (epoch ms). */
interface LongTask {
  start: number;
  duration: number;
}

/** Records the page's long tasks in `window.__longTasks`, from its first script on. */
const LONG_TASK_CLOCK = `(() => {
  const tasks = [];
  Object.defineProperty(window, '__longTasks', { value: tasks });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

/** How much of [from, to] the long tasks cover. */
export function busyWithin(tasks: readonly LongTask[], from: number, to: number): number {
  return tasks.reduce((sum, task) => {
    const start = Math.max(task.start, from);
    const end = Math.min(task.start + task.duration, to);
    return sum + Math.max(0, end - start);
  }, 0);
}

/**
 * Where the first screen counts as drawn: a link to one of the customer's accounts is in the
 * main region, which home shows once the bank's accounts have arrived. The init script notes the
 * wall-clock time of the DOM change that drew it (`window.__drawnAt`).
 */
const DRAWN = 'main a[href^="/accounts/"]';
const DRAWN_CLOCK = `(() => {
  const note = () => {
    if (window.__drawnAt === undefined && document.querySelector(${JSON.stringify(DRAWN)})) {
      window.__drawnAt = performance.timeOrigin + performance.now();
    }
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true });
})();`;

const benchPorts = () => portsFromEnv({ app: 4292, idp: 4492, bank: 4592 }, 'BENCH_RT_');

/** When a request left and when its answer had arrived, from the browser's own timing. */
function timesOf(request: Request): { left: number; answered: number } {
  const timing = request.timing();
  return { left: timing.startTime, answered: timing.startTime + timing.responseEnd };
}

async function measure(
  browser: Browser,
  mock: MockEnvironment,
  latencyMs: number,
): Promise<RoundTripMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(await personaSession(mock, PERSONA));
    // The main thread's long tasks on every page of the sign-in, as wall-clock times.
    await context.addInitScript({ content: LONG_TASK_CLOCK });
    await context.addInitScript({ content: DRAWN_CLOCK });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const bankOrigin = new URL(mock.bank.url).origin;
    const tokenUrl = `${mock.idp.issuer.replace(/\/$/, '')}/token`;
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    const isData = (request: Request) =>
      new URL(request.url()).origin === bankOrigin && request.method() !== 'OPTIONS';
    const firstData = page.waitForRequest(isData);
    await page.goto(`${mock.appOrigin}${FIRST_SCREEN}`);
    const data = await firstData;
    await page.waitForFunction(() => (window as { __drawnAt?: number }).__drawnAt !== undefined);
    await page.waitForLoadState('networkidle');
    const drawnAt = await page.evaluate(() => (window as { __drawnAt?: number }).__drawnAt ?? 0);
    const token = finished.find((request) => request.url().startsWith(tokenUrl));
    if (!token) throw new Error(`no answer from ${tokenUrl} was seen`);
    const tokenAnsweredAt = timesOf(token).answered;
    const firstDataAt = timesOf(data).left;
    const between = finished
      .filter((request) => {
        const { left } = timesOf(request);
        return left > tokenAnsweredAt && left < firstDataAt;
      })
      .map((request) => new URL(request.url()).pathname);
    const reads = finished
      .filter((request) => isData(request) && request.method() === 'GET')
      .map((request) => ({
        read: new URL(request.url()).pathname + new URL(request.url()).search,
        afterToken: Math.round(timesOf(request).left - tokenAnsweredAt),
      }))
      .sort((a, b) => a.afterToken - b.afterToken);
    const longTasks = (await page.evaluate('window.__longTasks ?? []')) as LongTask[];
    // The callback page asks again for the first page's scripts (from its cache): each counts
    // once, and every one of the first page's counts.
    const appScripts = finished.filter(
      (request) =>
        request.resourceType() === 'script' && new URL(request.url()).origin === mock.appOrigin,
    );
    // When the page left for the provider (every request before it is the first page's).
    const idpAt = Math.min(
      ...finished
        .filter((request) => request.url().startsWith(mock.idp.issuer))
        .map((request) => timesOf(request).left),
    );
    const scripts = new Map<string, boolean>();
    for (const request of appScripts.sort((a, b) => timesOf(a).left - timesOf(b).left)) {
      const { left } = timesOf(request);
      const scriptPath = new URL(request.url()).pathname;
      const counted = left < idpAt || left < drawnAt;
      scripts.set(scriptPath, (scripts.get(scriptPath) ?? false) || counted);
    }
    return {
      scripts: [...scripts].map(([scriptPath, beforeDrawn]) => ({ path: scriptPath, beforeDrawn })),
      latencyMs,
      tokenAnsweredAt,
      firstDataAt,
      busyMs: busyWithin(longTasks, tokenAnsweredAt, firstDataAt),
      between,
      firstData: `${data.method()} ${new URL(data.url()).pathname}`,
      reads,
    };
  } finally {
    await context.close();
  }
}

/** Starts the environment and Chromium, measures, and stops everything it started. */
export async function runRoundTripBench(
  latencyMs = budgets.roundTrips.latencyMs,
): Promise<RoundTripMeasurement> {
  return measureServedApp(benchPorts(), (browser, mock) => measure(browser, mock, latencyMs));
}

/**
 * Round trips, to a tenth, that the first request for data waited after the token answer: the
 * time between them less the main thread's long tasks in it. What the page computed is this
 * machine's speed (on two busy cores 0.3 round trips became 0.9); what it waited for is the
 * network, whatever the machine.
 */
export function roundTripsOf(measured: RoundTripMeasurement): number {
  const gap = measured.firstDataAt - measured.tokenAnsweredAt - measured.busyMs;
  return Math.round((Math.max(0, gap) / measured.latencyMs) * 10) / 10;
}

export function roundTripResult(
  measured: RoundTripMeasurement,
  maxRoundTrips: number = budgets.roundTrips.maxRoundTrips,
): CheckResult {
  const gap = Math.round(measured.firstDataAt - measured.tokenAnsweredAt);
  return checkBudget(
    'First screen: round trips from the token to its data',
    roundTripsOf(measured),
    maxRoundTrips,
    'count',
    [
      `every request ${measured.latencyMs} ms away; ${PERSONA} opens ${FIRST_SCREEN}: ` +
        `${measured.firstData} left ${gap} ms after the token answer, ` +
        `${Math.round(measured.busyMs)} ms of which the page was busy in long tasks`,
      measured.between.length
        ? `fetched in between (${measured.between.length}): ${measured.between.join(', ')}`
        : 'nothing was fetched in between',
      `the screen's reads, in round trips after the token: ` +
        measured.reads
          .map(({ read, afterToken }) => `${read} ${(afterToken / measured.latencyMs).toFixed(1)}`)
          .join(', '),
    ],
  );
}

/**
 * What the first screen's scripts weigh as fetched (issue 37 §2): each script's file in `distDir`
 * (the build the browser was served), gzip level 9, summed over those asked for before the screen
 * was drawn; the later ones are listed apart.
 */
export function fetchedScriptsResult(
  measured: RoundTripMeasurement,
  sizeOf: (scriptPath: string) => number,
  limits: { budget: number; goal: number } = budgets.firstScreenJs,
): CheckResult {
  const sized = measured.scripts.map((script) => ({ ...script, gzipBytes: sizeOf(script.path) }));
  const counted = sized.filter(({ beforeDrawn }) => beforeDrawn);
  const later = sized.filter(({ beforeDrawn }) => !beforeDrawn);
  const total = counted.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  const list = (scripts: typeof sized) =>
    [...scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map(({ path: scriptPath, gzipBytes }) => `${scriptPath} ${formatValue(gzipBytes, 'bytes')}`)
      .join(', ');
  return checkBudget(
    `First signed-in screen (${FIRST_SCREEN}): JavaScript as fetched (gzip)`,
    total,
    limits.budget,
    'bytes',
    [
      `${PERSONA} from a fresh page to ${FIRST_SCREEN} drawn with her accounts: ` +
        `${counted.length} scripts, ${list(counted)}`,
      later.length
        ? `then, not counted, ${later.length} after the drawing ` +
          `(${formatValue(
            later.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0),
            'bytes',
          )}): ${list(later)}`
        : 'nothing was fetched after the drawing',
      total <= limits.goal
        ? `goal ${formatValue(limits.goal, 'bytes')} (issue 37 §2): met`
        : `goal ${formatValue(limits.goal, 'bytes')} (issue 37 §2): ` +
          `${formatValue(total - limits.goal, 'bytes')} to go`,
    ],
  );
}

/**
 * The round-trip and fetched-JavaScript checks for `npm run bench`, from one run (it needs the
 * app's own build served: `ctx.distDir`).
 */
export function roundTripCheck(): Check {
  return {
    name: 'The way to the first screen',
    run: async (ctx) => {
      const measured = await runRoundTripBench();
      const sizeOf = (scriptPath: string) =>
        gzipSize(readFileSync(path.join(ctx.distDir, scriptPath)));
      return [roundTripResult(measured), fetchedScriptsResult(measured, sizeOf)];
    },
  };
}
