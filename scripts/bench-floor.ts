/**
 * The floor page of the bench (issue 37 §3; bench/floor/): built from the same libraries, the
 * app's stylesheet and typeface, and served beside the app over the same HTTPS and HTTP/2, so
 * that Lighthouse measures both in one run. The app's pages are then read as ratios to it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the floor page is built: beside the app's dist/, never inside it. */
export const FLOOR_DIST = path.join(root, 'dist-floor');

/** The floor page's address on its server. */
export const FLOOR_PATH = '/floor/';

/** Builds the floor page for production, as the app is built. */
export async function buildFloor(): Promise<void> {
  await build({
    configFile: false,
    root: path.join(root, 'bench/floor'),
    base: FLOOR_PATH,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: FLOOR_DIST, emptyOutDir: true },
  });
}

/** Serves the built floor page on 127.0.0.1:`port`, over HTTPS and HTTP/2 with `tls`. */
export function startFloorServer(
  port: number,
  tls: { key: string; cert: string },
): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root,
    base: FLOOR_PATH,
    logLevel: 'warn',
    build: { outDir: FLOOR_DIST },
    preview: { port, host: '127.0.0.1', strictPort: true, https: tls },
  });
}
