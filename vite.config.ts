import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { keepArtifactsOffSite } from './scripts/build-artifacts.ts';
import { securityHeaders, type HeaderConfig } from './scripts/security-headers.ts';

// `vite preview` serves the build with the same headers production must send,
// derived from the configuration file it serves.
const servedConfig = JSON.parse(readFileSync('public/config.json', 'utf8')) as HeaderConfig;

// react-router's package exports name only its development build, whose dev warnings stay on
// in production (remix-run/react-router#14102); the build takes the production one beside it.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), keepArtifactsOffSite()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: securityHeaders(servedConfig),
  },
  // The maps (hidden: no script names them) and the manifest, which lets `npm run bench`
  // budget each route, are kept in dist-artifacts/, not in the site (scripts/build-artifacts.ts).
  build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
}));
