import { startPreviewServer } from '../scripts/app-serving';
import { startMockEnvironment } from '../scripts/mock-environment';
import { externalBaseUrl, workerPorts } from './environment';

/** The environment one worker's tests run against. */
export interface TestEnvironment {
  /** The app's origin (the tests' baseURL). */
  appUrl: string;
  /** The mock bank and its control API; null against a deployed environment. */
  bankUrl: string | null;
  /** The mock identity provider; null against a deployed environment. */
  idpUrl: string | null;
  /** What the app's `/config.json` says (the mock environment's). */
  appConfig: Record<string, unknown> | null;
  close(): Promise<void>;
}

/**
 * Starts the mock identity provider, the mock bank and the production build
 * (dist/) on this worker's ports, so that workers never share state; or names
 * the deployed environment of E2E_BASE_URL.
 */
export async function startTestEnvironment(parallelIndex: number): Promise<TestEnvironment> {
  if (externalBaseUrl) {
    return {
      appUrl: externalBaseUrl,
      bankUrl: null,
      idpUrl: null,
      appConfig: null,
      close: async () => undefined,
    };
  }
  const ports = workerPorts(parallelIndex);
  // Renewal is exercised on purpose (401 faults), not by the clock: a token
  // outlives any one test, so counting renewals in a test is exact.
  const mock = await startMockEnvironment(ports, 300);
  try {
    const app = await startPreviewServer(ports.app, mock.appConfig);
    return {
      appUrl: mock.appOrigin,
      bankUrl: mock.bank.url,
      idpUrl: mock.idp.issuer,
      appConfig: mock.appConfig,
      close: async () => {
        await Promise.all([app.close(), mock.close()]);
      },
    };
  } catch (error) {
    await mock.close();
    throw error;
  }
}
