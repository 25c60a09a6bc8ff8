/**
 * Round trips from the token to the first screen's data (issue 37 §1). In Chromium, against the
 * production build and the mock environment, with every request 300 ms away (Chromium's own
 * network emulation: each request waits that long for its answer), `ada` opens home signed out
 * at the app and signed in at the provider. Measured: how long after the token answer has
 * arrived the first request to the bank leaves, in round trips of that latency. Requests do
 * not get faster or slower with the machine, so the count gates: at most one round trip.
 */
import type { Browser, Request } from '@playwright/test';
import { budgets } from './bench-budgets.ts';
import { checkBudget, type Check, type CheckResult } from './bench-check.ts';
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
    await page.waitForLoadState('networkidle');
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
    return {
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

/** The round-trip check for `npm run bench` (it needs the app's own dist/ served). */
export function roundTripCheck(): Check {
  return {
    name: 'Round trips to the first data',
    run: async () => roundTripResult(await runRoundTripBench()),
  };
}
