/**
 * What the bench's browser checks share (the history, the round trips): the mock environment,
 * the production build served beside it, and a headless Chromium, started for one measurement
 * and stopped after it whatever happens.
 */
import { chromium, type Browser } from '@playwright/test';
import { startPreviewServer } from './app-serving.ts';
import { headlessExecutable, QUIET_CHROMIUM_ARGS } from './browser.ts';
import {
  startMockEnvironment,
  type MockEnvironment,
  type MockEnvironmentPorts,
} from './mock-environment.ts';

/** Runs `measure` with a browser and the app served on `ports`; stops all it started. */
export async function measureServedApp<T>(
  ports: MockEnvironmentPorts,
  measure: (browser: Browser, mock: MockEnvironment) => Promise<T>,
): Promise<T> {
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
    return await measure(browser, mock);
  } finally {
    await browser?.close();
    await app?.close();
    await mock.close();
  }
}
