/**
 * `npm start`: the mock identity provider, the mock bank and the app, together.
 *   --preview    serve the production build (built first when dist/ is missing or --build is given)
 *   --build      build before previewing
 *   --mock-only  only the identity provider and the bank
 * Ports: APP_PORT (5173), IDP_PORT (4400), BANK_PORT (4500); ACCESS_TOKEN_TTL seconds (120).
 */
import { existsSync } from 'node:fs';
import type { Connect, Plugin } from 'vite';
import { build, createServer, preview } from 'vite';
import { personas, MOCK_PASSWORD } from '../mock/personas';
import { securityHeaders, type HeaderConfig } from './security-headers';
import { portsFromEnv, startMockEnvironment } from './mock-environment';

const args = new Set(process.argv.slice(2));
const mode = args.has('--mock-only') ? 'mock-only' : args.has('--preview') ? 'preview' : 'dev';
const ports = portsFromEnv({ app: mode === 'preview' ? 4173 : 5173, idp: 4400, bank: 4500 });

const env = await startMockEnvironment(ports);
const configJson = JSON.stringify(env.appConfig, null, 2);

/** Serves this environment's /config.json in place of the file in public/. */
function servedConfig(): Plugin {
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(configJson);
  };
  return {
    name: 'mock-environment-config',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

let closeApp: () => Promise<void> = async () => undefined;
if (mode === 'dev') {
  const server = await createServer({
    server: { port: ports.app, host: '127.0.0.1', strictPort: true },
    plugins: [servedConfig()],
  });
  await server.listen();
  closeApp = () => server.close();
} else if (mode === 'preview') {
  if (args.has('--build') || !existsSync('dist/index.html')) await build({ logLevel: 'warn' });
  const server = await preview({
    preview: {
      port: ports.app,
      host: '127.0.0.1',
      strictPort: true,
      headers: securityHeaders(env.appConfig as unknown as HeaderConfig),
    },
    plugins: [servedConfig()],
  });
  closeApp = () => server.close();
}

console.log(`
Mock identity provider  ${env.idp.issuer}
Mock bank (Client API)  ${env.bank.url}   control API: ${env.bank.url}/__control/…
${mode === 'mock-only' ? '' : `App                     ${env.appOrigin}\n`}
Sign in as one of: ${personas.map((p) => p.login).join(', ')}  (password: ${MOCK_PASSWORD})
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([closeApp(), env.close()]).then(() => process.exit(0));
  });
}
