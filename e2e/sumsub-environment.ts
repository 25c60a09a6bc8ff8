import { startPreviewServer } from '../scripts/app-serving';
import { startMockEnvironment } from '../scripts/mock-environment';
import { workerPorts } from './environment';
import type { TestEnvironment } from './worker-environment';

/**
 * A worker's mock environment as e2e/worker-environment.ts starts it, but with the production
 * default verifier: the app's `/config.json` says `verifier: 'sumsub'` and the production
 * build is served with the headers `securityHeaders` makes for that configuration (the same
 * serving path as every other journey, scripts/app-serving.ts), so the page runs under the CSP
 * and Permissions-Policy a bank using Sumsub deploys.
 *
 * Same ports as the default environment of this worker: Playwright runs a spec that overrides
 * a worker fixture in workers of its own, and live workers never share a parallel index.
 */
export async function startSumsubEnvironment(parallelIndex: number): Promise<TestEnvironment> {
  const ports = workerPorts(parallelIndex);
  const mock = await startMockEnvironment(ports, 300);
  const appConfig = { ...mock.appConfig, verifier: 'sumsub' };
  try {
    const app = await startPreviewServer(ports.app, appConfig);
    return {
      appUrl: mock.appOrigin,
      bankUrl: mock.bank.url,
      idpUrl: mock.idp.issuer,
      appConfig,
      close: async () => {
        await Promise.all([app.close(), mock.close()]);
      },
    };
  } catch (error) {
    await mock.close();
    throw error;
  }
}
