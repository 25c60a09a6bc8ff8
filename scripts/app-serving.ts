/**
 * How the mock environment serves the app: its own `/config.json` (pointing
 * at this environment's identity provider and bank) and, for the production
 * build, the headers production must send on every response.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin, PreviewServer } from 'vite';
import { preview } from 'vite';
import { securityHeaders } from './security-headers';

/** What production must send with the hashed files in /assets (docs/deployment.md). */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

export interface AppServingOptions {
  /** The `/config.json` of this environment. */
  appConfig: Record<string, unknown>;
  /** With the production build: security headers on every response, immutable assets. */
  production: boolean;
}

/**
 * A Vite plugin that answers `/config.json` itself (in place of the file in
 * public/) and, in production mode, marks hashed assets immutable. Its
 * middleware runs before Vite's, so it sets the security headers itself.
 */
export function appServing({ appConfig, production }: AppServingOptions): Plugin {
  const configJson = JSON.stringify(appConfig, null, 2);
  const headers = production ? securityHeaders(appConfig) : {};
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const pathname = req.url?.split('?')[0] ?? '';
    if (pathname === '/config.json') {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(configJson);
      return;
    }
    // A file the build does not have is a 404, not the app's page: a stale chunk fails
    // plainly, and a source map or Vite's folder is never answered (docs/deployment.md).
    if (production && (pathname.startsWith('/.vite/') || !isAssetOfBuild(pathname))) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = 404;
      res.end();
      return;
    }
    // Vite's static server keeps a Cache-Control that is already set.
    if (production && pathname.startsWith('/assets/')) {
      res.setHeader('Cache-Control', IMMUTABLE_ASSET_CACHE);
    }
    next();
  };
  return {
    name: 'mock-environment-app-serving',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/** False for a path under /assets/ that names no file of the build; true otherwise. */
function isAssetOfBuild(pathname: string): boolean {
  if (!pathname.startsWith('/assets/')) return true;
  const assets = path.resolve(distDir(), 'assets');
  let file: string;
  try {
    file = path.resolve(assets, `.${decodeURIComponent(pathname.slice('/assets'.length))}`);
  } catch {
    return false;
  }
  if (!file.startsWith(`${assets}${path.sep}`)) return false;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The production build's folder: dist/, or E2E_DIST_DIR (a build of one's own, beside others). */
export function distDir(): string {
  return process.env['E2E_DIST_DIR'] || 'dist';
}

/**
 * Serves the production build in dist/ (or E2E_DIST_DIR) on 127.0.0.1:`port` as production
 * would (see docs/deployment.md). vite.config.ts is not read: its headers
 * name public/config.json's origins, not this environment's.
 *
 * With `tls`, over HTTPS, where Vite's server speaks HTTP/2 (and HTTP/1.1 to a client that
 * asks for it), as production does; the app's origin in `appConfig`'s environment must then
 * be `https` (`startMockEnvironment`'s `appScheme`).
 */
export async function startPreviewServer(
  port: number,
  appConfig: Record<string, unknown>,
  { tls }: { tls?: { key: string; cert: string } } = {},
): Promise<PreviewServer> {
  return preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir: distDir() },
    preview: {
      port,
      host: '127.0.0.1',
      strictPort: true,
      ...(tls ? { https: { key: tls.key, cert: tls.cert } } : {}),
      headers: securityHeaders(appConfig),
    },
    plugins: [appServing({ appConfig, production: true })],
  });
}
