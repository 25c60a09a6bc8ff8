/**
 * `npm start`: the mock identity provider, the mock bank and the app, together.
 *   --preview    serve the production build (built first when dist/ is missing or --build is given)
 *   --build      build before previewing
 *   --mock-only  only the identity provider and the bank
 *   --tenant <name>  (or TENANT=<name>) an example tenant: mock/tenants/<name>.json over public/config.json
 * Ports: APP_PORT (5173), IDP_PORT (4400), BANK_PORT (4500); ACCESS_TOKEN_TTL seconds (120).
 */
import { existsSync } from 'node:fs';
import { build, createServer } from 'vite';
import { personas, MOCK_PASSWORD } from '../mock/personas';
import { appServing, startPreviewServer } from './app-serving';
import { portsFromEnv, startMockEnvironment } from './mock-environment';

const argv = process.argv.slice(2);
const args = new Set(argv);
const tenantArg = argv.find((arg) => arg.startsWith('--tenant='))?.slice('--tenant='.length);
const tenantIndex = argv.indexOf('--tenant');
const tenant = tenantArg ?? (tenantIndex >= 0 ? argv[tenantIndex + 1] : process.env['TENANT']);
const mode = args.has('--mock-only') ? 'mock-only' : args.has('--preview') ? 'preview' : 'dev';
const ports = portsFromEnv({ app: mode === 'preview' ? 4173 : 5173, idp: 4400, bank: 4500 });

const env = await startMockEnvironment(ports, undefined, { tenant });
let closeApp: () => Promise<void> = async () => undefined;
if (mode === 'dev') {
  const server = await createServer({
    server: { port: ports.app, host: '127.0.0.1', strictPort: true },
    plugins: [appServing({ appConfig: env.appConfig, production: false })],
  });
  await server.listen();
  closeApp = () => server.close();
} else if (mode === 'preview') {
  if (args.has('--build') || !existsSync('dist/index.html')) await build({ logLevel: 'warn' });
  const server = await startPreviewServer(ports.app, env.appConfig);
  closeApp = () => server.close();
}

console.log(`
Mock identity provider  ${env.idp.issuer}
Mock bank (Client API)  ${env.bank.url}   control API: ${env.bank.url}/__control/…
${mode === 'mock-only' ? '' : `App                     ${env.appOrigin}${tenant ? `  (tenant: ${tenant})` : ''}\n`}
Sign in as one of: ${personas.map((p) => p.login).join(', ')}  (password: ${MOCK_PASSWORD})
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([closeApp(), env.close()]).then(() => process.exit(0));
  });
}
