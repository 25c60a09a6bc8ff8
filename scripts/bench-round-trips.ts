/**
 * Round trips from the token to the first screen's data (issue 37 §1). In Chromium, against the
 * production build and the mock environment, with every request 300 ms away (Chromium's own
 * network emulation: each request waits that long for its answer), `ada` opens home signed out
 * at the app and signed in at the provider. Measured: how long after the token answer has
 * arrived the first request to the bank leaves, in round trips of that latency. Requests do
 * not get faster or slower with the machine, so the count gates: at most one round trip.
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { startPreviewServer } from './app-serving.ts';
import { budgets } from './bench-budgets.ts';
import { checkBudget, type Check, type CheckResult } from './bench-check.ts';
import { headlessExecutable, QUIET_CHROMIUM_ARGS } from './browser.ts';
import {
  personaSession,
  portsFromEnv,
  startMockEnvironment,
  type MockEnvironment,
} from './mock-environment.ts';

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
  /** Each read of the bank until the page settled, and when it left after the token (ms). */
  reads: { read: string; afterToken: number }[];
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
    return {
      latencyMs,
      tokenAnsweredAt,
      firstDataAt,
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
  const ports = benchPorts();
  const mock = await startMockEnvironment(ports, 600);
  let browser: Browser | undefined;
  let app: Awaited<ReturnType<typeof startPreviewServer>> | undefined;
  try {
    app = await startPreviewServer(ports.app, mock.appConfig);
    browser = await chromium.launch({
      executablePath: headlessExecutable(),
      args: QUIET_CHROMIUM_ARGS,
      headless: true,
    });
    return await measure(browser, mock, latencyMs);
  } finally {
    await browser?.close();
    await app?.close();
    await mock.close();
  }
}

/** Round trips, to a tenth, between the token answer and the first request for data. */
export function roundTripsOf(measured: RoundTripMeasurement): number {
  const gap = Math.max(0, measured.firstDataAt - measured.tokenAnsweredAt);
  return Math.round((gap / measured.latencyMs) * 10) / 10;
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
        `${measured.firstData} left ${gap} ms after the token answer`,
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
