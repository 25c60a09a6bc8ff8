/**
 * Performance budgets of the production build (`npm run bench`, after `vite build`).
 *
 * Each budget is a named check that returns {name, value, budget, unit, ok}; add
 * further budgets (list virtualisation, request waterfalls) to `checks` below.
 *
 * Bundle budgets (scripts/bench-graph.ts):
 * - before leaving for sign-in: what a new page loads before it goes to the identity
 *   provider, i.e. the scripts and module preloads of dist/index.html plus their
 *   static imports, transitively (dynamic `import()` is not followed);
 * - the app shell on the callback page: that and the app module (src/app/start-app.tsx,
 *   which the entry imports dynamically) with its static imports, loaded before any screen;
 * - every other JS file in dist/assets is a lazily loaded chunk, each one budgeted;
 * - each screen of src/app/screens.ts (scripts/bench-screens.ts), against the budget of its
 *   path: its chunk, its static imports and the area texts, less the app shell
 *   (scripts/bench-routes.ts; needs the manifest, build.manifest in vite.config.ts).
 *
 * Static imports come from the build's manifest (dist-artifacts/manifest.json, beside the
 * site: scripts/build-artifacts.ts) when it has one,
 * otherwise from the import statements at the top of the built chunks.
 * Sizes are gzip level 9; 1 kB = 1,000 bytes, as Vite reports them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, type RouteBudget } from './bench-budgets.ts';
import { analyseDist, type BundleAnalysis, type SizedFile } from './bench-graph.ts';
import {
  checkBudget,
  benchPasses,
  type BenchContext,
  type Check,
  type CheckResult,
} from './bench-check.ts';
import { formatReport, formatValue } from './bench-report.ts';
import type { RouteNeed } from './bench-routes.ts';

// ---------------------------------------------------------------------------
// Checks

const sizeLine = ({ file, gzipBytes }: SizedFile) => `${file}  ${formatValue(gzipBytes, 'bytes')}`;

function graphResult(
  name: string,
  files: readonly SizedFile[],
  bundle: BundleAnalysis,
  budget: number,
): CheckResult {
  const total = files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return checkBudget(name, total, budget, 'bytes', [
    `static import graph from ${bundle.graphSource === 'manifest' ? 'the manifest' : 'chunk imports'}:`,
    ...files.map(sizeLine),
  ]);
}

/** What a new page loads before it leaves for the identity provider: the entry's graph. */
export function redirectJsResult(
  bundle: BundleAnalysis,
  budget: number = budgets.redirectJsGzipBytes,
): CheckResult {
  const name = 'Before leaving for sign-in: JavaScript (gzip)';
  return graphResult(name, bundle.signIn, bundle, budget);
}

/** What the callback page loads before it can draw any screen: the entry and the app module. */
export function shellJsResult(
  bundle: BundleAnalysis,
  budget: number = budgets.signInJsGzipBytes,
): CheckResult {
  const name = 'App shell on the callback page: JavaScript (gzip)';
  return graphResult(name, bundle.shell, bundle, budget);
}

export function lazyChunkResult(
  bundle: BundleAnalysis,
  budget: number = budgets.lazyChunkGzipBytes,
): CheckResult {
  const bySize = [...bundle.lazy].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = bySize[0];
  const over = bySize.filter(({ gzipBytes }) => gzipBytes > budget);
  const details = largest
    ? [
        `${bundle.lazy.length} lazy chunk(s), largest: ${sizeLine(largest)}`,
        ...over.map((file) => `over budget: ${sizeLine(file)}`),
      ]
    : ['no lazily loaded chunks'];
  return checkBudget(
    'Largest lazy route chunk (gzip)',
    largest?.gzipBytes ?? 0,
    budget,
    'bytes',
    details,
  );
}

/** One row per route: what opening it loads beyond the app shell, against its budget. */
export function routeResults(
  measured: readonly RouteNeed[],
  routeBudgets: readonly RouteBudget[] = budgets.routes,
): CheckResult[] {
  const order = (module: string) => {
    const index = routeBudgets.findIndex((budget) => budget.module === module);
    return index === -1 ? routeBudgets.length : index;
  };
  const routes = [...measured].sort((a, b) => order(a.module) - order(b.module));
  const results = routes.map((route) => {
    const budget = routeBudgets.find((candidate) => candidate.module === route.module);
    const files = route.files.map(sizeLine).join(', ');
    return checkBudget(
      `Route ${budget?.path ?? route.module} (gzip)`,
      route.gzipBytes,
      budget?.gzipBytes ?? 0,
      'bytes',
      budget
        ? [`${route.module}: ${files}`]
        : [`${route.module} has no budget in bench-budgets.ts`],
    );
  });
  const stale = routeBudgets.filter(
    (budget) => !measured.some((route) => route.module === budget.module),
  );
  return [
    ...results,
    ...stale.map((budget) =>
      checkBudget(`Route ${budget.path} (gzip)`, Number.NaN, budget.gzipBytes, 'bytes', [
        `the build has no route chunk for ${budget.module}`,
      ]),
    ),
  ];
}

export const checks: Check[] = [
  { name: 'Before leaving for sign-in', run: (ctx) => redirectJsResult(ctx.bundle()) },
  { name: 'App shell on the callback page', run: (ctx) => shellJsResult(ctx.bundle()) },
  { name: 'Lazy route chunks', run: (ctx) => lazyChunkResult(ctx.bundle()) },
  { name: 'Route budgets', run: (ctx) => routeResults(ctx.bundle().routes()) },
  {
    name: 'Screen parts',
    run: (ctx) =>
      budgets.parts.map((part) => {
        const need = ctx.bundle().part(part.module, part.route);
        return checkBudget(`Part ${part.path} (gzip)`, need.gzipBytes, part.gzipBytes, 'bytes', [
          `${part.module} beyond ${part.route}: ${need.files.map(sizeLine).join(', ')}`,
        ]);
      }),
  },
];

export function createContext(distDir: string): BenchContext {
  let bundle: BundleAnalysis | undefined;
  const budgeted = [
    ...budgets.routes.map(({ module }) => module),
    ...budgets.parts.map(({ module }) => module),
  ];
  return { distDir, bundle: () => (bundle ??= analyseDist(distDir, undefined, budgeted)) };
}

/** Runs every check; a check that throws counts as failed. */
export async function runChecks(list: readonly Check[], ctx: BenchContext): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of list) {
    try {
      results.push(...[await check.run(ctx)].flat());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push({
        name: check.name,
        value: Number.NaN,
        budget: Number.NaN,
        unit: 'count',
        ok: false,
        details: [message],
      });
    }
  }
  return results;
}

// ---------------------------------------------------------------------------
// CLI

async function main(): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // A build of one's own (as the journeys' E2E_DIST_DIR) is measured without touching dist/.
  const distDir = path.resolve(root, process.argv[2] ?? (process.env['E2E_DIST_DIR'] || 'dist'));
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(
      `bench: ${path.relative(root, path.join(distDir, 'index.html'))} not found. ` +
        'Run `npm run build` first: the benchmark measures the production build.',
    );
    return 1;
  }
  const results = await runChecks(checks, createContext(distDir));
  // The browser benchmarks need the app served from dist/ and the mock environment.
  const { historyCheck, servesDist } = await import('./bench-history.ts');
  const browser = historyCheck(distDir, root);
  if (browser) results.push(...(await runChecks([browser], createContext(distDir))));
  if (browser) {
    const { roundTripCheck } = await import('./bench-round-trips.ts');
    results.push(...(await runChecks([roundTripCheck()], createContext(distDir))));
  }
  const { lighthouseCheck } = await import('./bench-lighthouse.ts');
  const lighthouse = servesDist(distDir, root) ? lighthouseCheck() : null;
  if (lighthouse) results.push(...(await runChecks([lighthouse], createContext(distDir))));
  console.log(formatReport(results));
  return benchPasses(results) ? 0 : 1;
}

const invokedAs = process.argv[1];
if (invokedAs && path.resolve(invokedAs) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
