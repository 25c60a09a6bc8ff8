import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { keepArtifactsOffSite } from './scripts/build-artifacts.ts';
import { preloadDeps } from './scripts/preload-deps.ts';
import { pureReactRouter } from './scripts/pure-react-router.ts';
import { securityHeaders, type HeaderConfig } from './scripts/security-headers.ts';
import { startupChunks } from './scripts/startup-chunks.ts';

// `vite preview` serves the build with the same headers production must send,
// derived from the configuration file it serves.
const servedConfig = JSON.parse(readFileSync('public/config.json', 'utf8')) as HeaderConfig;

// react-router's package exports name only its development build, whose dev warnings stay on
// in production (remix-run/react-router#14102); the build takes the production one beside it.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// React, React Router and React Query: every signed-in screen runs on them.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;

// React Query's modules for writing (mutations) and for lists read page by page: no read of the
// first screen uses them, so they load with the screens that do (issue 37 §2).
const FRAMEWORK_LATER =
  /@tanstack[\\/](query-core|react-query)[\\/].*[\\/](useMutation|mutationObserver|useMutationState|useInfiniteQuery|infiniteQueryObserver|useQueries|queriesObserver|useIsFetching|usePrefetchQuery|usePrefetchInfiniteQuery|useSuspenseQuery|useSuspenseInfiniteQuery|useSuspenseQueries|HydrationBoundary|hydration|streamedQuery)\.js$/;

// The app shell's own modules, and those of the first screen that many screens share: one
// chunk each (scripts/startup-chunks.ts says why that is safe).
const startup = startupChunks({
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/app/main.ts',
  shell: 'src/app/start-app.tsx',
  screenTable: 'src/app/screens.ts',
  firstScreen: 'src/app/routes/home.tsx',
  firstParts: ['src/features/home/home-overview.tsx'],
  framework: (id) => FRAMEWORK.test(id),
});

// Each dynamic import's preload list without what the importing chunk has loaded already
// (scripts/preload-deps.ts).
const preload = preloadDeps();

export default defineConfig(({ command }) => ({
  plugins: [react(), pureReactRouter(), keepArtifactsOffSite(), startup.plugin, preload.plugin],
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
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every signed-in screen runs on, in one chunk the app shell loads:
            // left to the automatic split they were a dozen files, the first screen paying each
            // one's imports and exports and a gzip of its own (2.5 kB more, issue 23 §3). No
            // screen loads before the shell, so none loads more for it.
            { name: 'framework', test: (id) => FRAMEWORK.test(id) && !FRAMEWORK_LATER.test(id) },
            { name: 'framework-later', test: FRAMEWORK_LATER },
            // The shell's modules, which the automatic split made some 25 files of (issue 23
            // §3: 5 kB of their glue on the first screen). Their imports are in the group, the
            // entry or the framework already, so nothing else is pulled in with them.
            { name: 'shell', test: startup.shell, includeDependenciesRecursively: false },
            // The first screen's modules that a third of the screens share (its queries, the
            // API's fields and errors, query states): 15 files of the first screen were 1.
            { name: 'common', test: startup.common, includeDependenciesRecursively: false },
            // The first screen's own modules, those nothing else loads (home and its money
            // overview): some fifteen files were one chunk each (issue 37 §2: 3 kB of their
            // glue and gzip); no other screen loads more for it.
            { name: 'first', test: startup.first, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
