/**
 * Performance budgets of the production build (`npm run bench`, after `vite build`).
 *
 * Each budget is a named check that returns {name, value, budget, unit, ok}; add
 * further budgets (list virtualisation, request waterfalls) to `checks` below.
 *
 * Bundle budgets:
 * - sign-in JavaScript: what the browser must load before it can redirect to
 *   sign-in, i.e. the scripts and module preloads of dist/index.html plus their
 *   static imports, transitively (dynamic `import()` is not followed);
 * - every other JS file in dist/assets is a lazily loaded chunk, each one budgeted;
 * - each route of src/app/router.tsx: its chunk, its static imports and the area
 *   texts, less what the sign-in path loaded (scripts/bench-routes.ts; needs the
 *   manifest, build.manifest in vite.config.ts).
 *
 * Static imports come from dist/.vite/manifest.json when the build wrote one,
 * otherwise from the import statements at the top of the built chunks.
 * Sizes are gzip level 9; 1 kB = 1,000 bytes, as Vite reports them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgets, type RouteBudget } from './bench-budgets.ts';
import { measureRoutes, type RouteNeed } from './bench-routes.ts';

export type Unit = 'bytes' | 'count' | 'ms';

export interface CheckResult {
  name: string;
  value: number;
  budget: number;
  unit: Unit;
  ok: boolean;
  /** Extra lines printed under the table (what was measured, what is over budget). */
  details?: string[];
}

export interface BenchContext {
  distDir: string;
  /** The bundle analysis, computed once on first use. */
  bundle: () => BundleAnalysis;
}

export interface Check {
  name: string;
  /** One result, or one per measured thing (each a row of the table). */
  run: (ctx: BenchContext) => CheckResult | CheckResult[] | Promise<CheckResult | CheckResult[]>;
}

/** A file of the build, by its path relative to dist with `/` separators. */
export interface SizedFile {
  file: string;
  gzipBytes: number;
}

export interface BundleAnalysis {
  /** How static imports were found. */
  graphSource: 'manifest' | 'chunks';
  signIn: SizedFile[];
  lazy: SizedFile[];
  /** What each route needs beyond the sign-in path (throws without a manifest). */
  routes: () => RouteNeed[];
}

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

// ---------------------------------------------------------------------------
// Measuring (pure)

export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).length;
}

export function checkBudget(
  name: string,
  value: number,
  budget: number,
  unit: Unit,
  details?: string[],
): CheckResult {
  return { name, value, budget, unit, ok: value <= budget, ...(details ? { details } : {}) };
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.set((match[1] ?? '').toLowerCase(), value.replaceAll('&amp;', '&'));
  }
  return attributes;
}

const classicScriptTypes = new Set(['', 'text/javascript', 'application/javascript']);

/**
 * The script URLs an HTML page makes the browser load at start: `<script src>`
 * (module, or classic without `nomodule`) and `<link rel="modulepreload">`.
 */
export function parseHtmlScripts(html: string): string[] {
  const refs: string[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const tag = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  for (const match of withoutComments.matchAll(tag)) {
    const attributes = parseAttributes(match[2] ?? '');
    if ((match[1] ?? '').toLowerCase() === 'script') {
      const src = attributes.get('src');
      const type = (attributes.get('type') ?? '').trim().toLowerCase();
      const loaded =
        type === 'module' || (classicScriptTypes.has(type) && !attributes.has('nomodule'));
      if (src && loaded) refs.push(src);
    } else {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributes.get('href');
      if (href && rel.includes('modulepreload')) refs.push(href);
    }
  }
  return [...new Set(refs)];
}

/**
 * The dist file an URL of index.html names (`/assets/x.js` → `assets/x.js`), or
 * null for another origin. With a non-root base (`/bank/assets/x.js`) leading
 * segments are dropped until a file exists.
 */
export function resolveHtmlRef(ref: string, exists: (file: string) => boolean): string | null {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(ref)) return null;
  const segments = path.posix
    .normalize(ref.replace(/[?#].*$/, ''))
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');
  for (let start = 0; start < segments.length; start++) {
    const candidate = segments.slice(start).join('/');
    if (exists(candidate)) return candidate;
  }
  throw new Error(`dist/index.html loads ${ref}, but dist has no such file`);
}

const trivia = /(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)+/y;
const hashbang = /#![^\n]*/y;
const directive = /(?:"[^"\\\n]*"|'[^'\\\n]*')\s*(?:;|\n)/y;
// Vite puts the dependency table of its dynamic-import preloading above the imports.
const vitePreamble = /const\s+__vite__mapDeps\s*=[^\n]*/y;
const from = String.raw`\s*from\s*(["'])([^"'\n]+)\1`;
const withClause = String.raw`(?:\s*(?:with|assert)\s*\{[^}]*\})?\s*;?`;
const importStatement = new RegExp(
  String.raw`(?:import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\{[^}]*\})?` +
    from +
    String.raw`|import\s*(["'])([^"'\n]+)\3)` +
    withClause,
  'y',
);
const reexportStatement = new RegExp(
  String.raw`export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})` + from + withClause,
  'y',
);

function matchAt(pattern: RegExp, source: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(source);
}

/**
 * The specifiers of the static imports (`import … from "x"`, `import "x"`,
 * `export … from "x"`) at the top of a built ES module chunk, where bundlers
 * put them. Dynamic `import("x")` is not a static import and is not returned.
 */
export function parseStaticImports(source: string): string[] {
  const specifiers: string[] = [];
  let index = matchAt(hashbang, source, 0)?.[0].length ?? 0;
  for (;;) {
    index += matchAt(trivia, source, index)?.[0].length ?? 0;
    if (index >= source.length) break;
    const statement =
      matchAt(importStatement, source, index) ?? matchAt(reexportStatement, source, index);
    if (statement) {
      specifiers.push(statement[2] ?? statement[4] ?? '');
      index += statement[0].length;
      continue;
    }
    const skipped = matchAt(directive, source, index) ?? matchAt(vitePreamble, source, index);
    if (!skipped) break;
    index += skipped[0].length;
  }
  return specifiers;
}

/** The dist file a relative import of `fromFile` names, or null for a bare or remote one. */
export function resolveImport(fromFile: string, specifier: string): string | null {
  const clean = specifier.replace(/[?#].*$/, '');
  if (clean.startsWith('./') || clean.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), clean));
  }
  if (clean.startsWith('/') && !clean.startsWith('//')) return clean.slice(1);
  return null;
}

/** Static imports of a dist file read from its source. */
export function chunkImportReader(readText: (file: string) => string): (file: string) => string[] {
  return (file) =>
    parseStaticImports(readText(file))
      .map((specifier) => resolveImport(file, specifier))
      .filter((resolved): resolved is string => resolved !== null);
}

/** Static imports of a dist file read from the Vite manifest, or from `fallback` if it is not there. */
export function manifestImportReader(
  manifest: Manifest,
  fallback: (file: string) => string[],
): (file: string) => string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  return (file) => {
    const chunk = byFile.get(file);
    if (!chunk) return fallback(file);
    return (chunk.imports ?? []).map((key) => {
      const imported = manifest[key];
      if (!imported) throw new Error(`manifest: ${file} imports ${key}, which it does not list`);
      return imported.file;
    });
  };
}

/** The entry files and everything they import statically, transitively, in discovery order. */
export function collectStaticGraph(
  entryFiles: readonly string[],
  staticImportsOf: (file: string) => readonly string[],
): string[] {
  const seen = new Set<string>();
  const pending = [...entryFiles];
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImportsOf(file).filter((imported) => !seen.has(imported)));
  }
  return [...seen];
}

const isJs = (file: string) => /\.m?js$/.test(file);

/** Reads a build directory and splits its JavaScript into sign-in and lazy files. */
export function analyseDist(distDir: string): BundleAnalysis {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} not found: run \`npm run build\` before \`npm run bench\``);
  }
  const fullPath = (file: string) => path.join(distDir, ...file.split('/'));
  const exists = (file: string) => existsSync(fullPath(file));
  const readText = (file: string) => {
    if (!exists(file)) throw new Error(`a chunk imports ${file}, but dist has no such file`);
    return readFileSync(fullPath(file), 'utf8');
  };

  const entries = parseHtmlScripts(readFileSync(indexHtml, 'utf8'))
    .map((ref) => resolveHtmlRef(ref, exists))
    .filter((file): file is string => file !== null);
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const fromChunks = chunkImportReader(readText);
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : null;
  const graphSource = manifest ? 'manifest' : 'chunks';
  const staticImportsOf = manifest ? manifestImportReader(manifest, fromChunks) : fromChunks;

  const signInFiles = collectStaticGraph(entries, staticImportsOf);
  const signInSet = new Set(signInFiles);
  const assetsDir = path.join(distDir, 'assets');
  const assetFiles = existsSync(assetsDir)
    ? readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).map(
        (file) => `assets/${file.split(path.sep).join('/')}`,
      )
    : [];
  const lazyFiles = assetFiles.filter((file) => isJs(file) && !signInSet.has(file)).sort();

  const sized = (file: string): SizedFile => ({
    file,
    gzipBytes: gzipSize(readFileSync(fullPath(file))),
  });
  const routes = () => {
    if (!manifest) {
      throw new Error('per-route budgets need dist/.vite/manifest.json (build.manifest: true)');
    }
    return measureRoutes({
      manifest,
      signInFiles,
      staticGraph: (files) => collectStaticGraph(files, staticImportsOf),
      gzipBytesOf: (file) => sized(file).gzipBytes,
    });
  };
  return { graphSource, signIn: signInFiles.map(sized), lazy: lazyFiles.map(sized), routes };
}

// ---------------------------------------------------------------------------
// Checks

export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return 'error';
  if (unit === 'bytes') return `${(value / 1000).toFixed(2)} kB`;
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  return String(value);
}

const sizeLine = ({ file, gzipBytes }: SizedFile) => `${file}  ${formatValue(gzipBytes, 'bytes')}`;

export function signInJsResult(
  bundle: BundleAnalysis,
  budget: number = budgets.signInJsGzipBytes,
): CheckResult {
  const total = bundle.signIn.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return checkBudget('Sign-in screen JavaScript (gzip)', total, budget, 'bytes', [
    `static import graph from ${bundle.graphSource === 'manifest' ? '.vite/manifest.json' : 'chunk imports'}:`,
    ...bundle.signIn.map(sizeLine),
  ]);
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

/** One row per route: what opening it loads beyond the sign-in path, against its budget. */
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
  { name: 'Sign-in screen JavaScript', run: (ctx) => signInJsResult(ctx.bundle()) },
  { name: 'Lazy route chunks', run: (ctx) => lazyChunkResult(ctx.bundle()) },
  { name: 'Route budgets', run: (ctx) => routeResults(ctx.bundle().routes()) },
];

export function createContext(distDir: string): BenchContext {
  let bundle: BundleAnalysis | undefined;
  return { distDir, bundle: () => (bundle ??= analyseDist(distDir)) };
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

export function formatReport(results: readonly CheckResult[]): string {
  const header = ['Check', 'Measured', 'Budget', 'Status'];
  const rows = results.map((result) => [
    result.name,
    formatValue(result.value, result.unit),
    formatValue(result.budget, result.unit),
    result.ok ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 1 || column === 2
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const details = results.flatMap((result) =>
    result.details?.length ? ['', `${result.name}:`, ...result.details.map((d) => `  ${d}`)] : [],
  );
  const passed = results.filter((result) => result.ok).length;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...details,
    '',
    `bench: ${passed} passed, ${results.length - passed} failed`,
  ].join('\n');
}

// ---------------------------------------------------------------------------
// CLI

async function main(): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(root, process.argv[2] ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(
      `bench: ${path.relative(root, path.join(distDir, 'index.html'))} not found. ` +
        'Run `npm run build` first: the benchmark measures the production build.',
    );
    return 1;
  }
  const results = await runChecks(checks, createContext(distDir));
  console.log(formatReport(results));
  return results.every((result) => result.ok) ? 0 : 1;
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
