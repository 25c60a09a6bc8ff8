/**
 * The Playwright suite as a team runs it against its dev environment (issue 19 §4), proven
 * here against "another environment": a mock identity provider and a mock bank started in
 * the bank's alternate reading of the spec's gaps (MOCK_READINGS=alternate), and the
 * production build served by the preview server, on ports of their own. Playwright is then
 * run with E2E_BASE_URL at that app and the personas mapped to the mock's logins through
 * the same variables a team sets for its own users; the control API is never used.
 *
 * Ports: E2E_DEV_APP_PORT (4380), E2E_DEV_IDP_PORT (4480), E2E_DEV_BANK_PORT (4580).
 * The build: dist/ or E2E_DIST_DIR (built first when missing; `npm test` has just built it).
 * Arguments are passed on to `playwright test`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build } from 'vite';
import { distDir, startPreviewServer } from './app-serving.ts';
import { portsFromEnv, startMockEnvironment } from './mock-environment.ts';

const PERSONAS = ['new', 'ada', 'acme', 'blocked', 'rejected', 'saver'] as const;
/** Every persona's password in the mock (mock/personas.ts). */
const PASSWORD = 'banking';

/** The variables a team would set for its dev environment, here naming the mock's logins. */
function devEnvironmentVariables(appOrigin: string): Record<string, string> {
  const users = Object.fromEntries(
    PERSONAS.map((persona) => [`E2E_USERNAME_${persona.toUpperCase()}`, persona]),
  );
  return { E2E_BASE_URL: appOrigin, E2E_PASSWORD: PASSWORD, ...users };
}

function runPlaywright(variables: Record<string, string>, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...variables },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const outDir = distDir();
  if (!existsSync(`${outDir}/index.html`)) {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  // The reading is read when the bank starts; this run is always the alternate one.
  process.env['MOCK_READINGS'] = 'alternate';
  const ports = portsFromEnv({ app: 4380, idp: 4480, bank: 4580 }, 'E2E_DEV_');
  const mock = await startMockEnvironment(ports, 300);
  let app: Awaited<ReturnType<typeof startPreviewServer>> | undefined;
  try {
    app = await startPreviewServer(ports.app, mock.appConfig);
    console.log(
      `dev environment: app ${mock.appOrigin}, provider ${mock.idp.issuer}, bank ${mock.bank.url} (alternate reading)`,
    );
    return await runPlaywright(devEnvironmentVariables(mock.appOrigin), process.argv.slice(2));
  } finally {
    await app?.close();
    await mock.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
