import { existsSync } from 'node:fs';
import { build } from 'vite';
import { distDir } from '../scripts/app-serving';
import { isMockEnvironment } from './environment';

/**
 * The workers serve dist/ (the production build; E2E_DIST_DIR names another folder): build it once, before any
 * worker starts, when it is missing. `npm run test:e2e` always builds first.
 */
export default async function globalSetup(): Promise<void> {
  const outDir = distDir();
  if (isMockEnvironment && !existsSync(`${outDir}/index.html`)) {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
}
