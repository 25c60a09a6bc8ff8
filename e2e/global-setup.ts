import { existsSync } from 'node:fs';
import { build } from 'vite';
import { isMockEnvironment } from './environment';

/**
 * The workers serve dist/ (the production build): build it once, before any
 * worker starts, when it is missing. `npm run test:e2e` always builds first.
 */
export default async function globalSetup(): Promise<void> {
  if (isMockEnvironment && !existsSync('dist/index.html')) await build({ logLevel: 'warn' });
}
