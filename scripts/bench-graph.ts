/**
 * The build's module graph for the bench (scripts/bench.ts). A new page loads the entry
 * (index.html's scripts and module preloads plus their static imports, transitively) and
 * leaves for the identity provider; the callback page loads the app module beside it (its
 * static graph too) before it draws any screen; every other JavaScript file is lazy, and each
 * route is measured beyond that app shell (scripts/bench-routes.ts). Static imports come from
 * the build's manifest (dist-artifacts/manifest.json) when it has one, otherwise from the import statements at
 * the top of the built chunks (scripts/bench-parse.ts). Sizes are gzip level 9.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  parseHtmlScripts,
  parseStaticImports,
  resolveHtmlRef,
  resolveImport,
} from './bench-parse.ts';
import {
  measurePart,
  measureRoutes,
  ROUTE_MODULE_PREFIX,
  type RouteGraph,
  type RouteNeed,
} from './bench-routes.ts';
import { manifestPathOf } from './build-artifacts.ts';

/** The app's module, loaded by the entry with import() on the pages the app draws. */
export const APP_MODULE = 'src/app/start-app.tsx';

/** A file of the build, by its path relative to dist with `/` separators. */
export interface SizedFile {
  file: string;
  gzipBytes: number;
}

export interface BundleAnalysis {
  /** How static imports were found. */
  graphSource: 'manifest' | 'chunks';
  /** What a new page loads before it leaves for sign-in: the entry's static graph. */
  signIn: SizedFile[];
  /**
   * What the callback page loads before it can draw any screen: the entry's static graph and
   * the app module's. The same as `signIn` when the build has no manifest or no app chunk.
   */
  shell: SizedFile[];
  /** Every other JavaScript file of dist/assets. */
  lazy: SizedFile[];
  /** What each route needs beyond the app shell (throws without a manifest). */
  routes: () => RouteNeed[];
  /** A lazily loaded part of a route's screen, beyond the app shell and that route. */
  part: (partModule: string, routeModule: string) => RouteNeed;
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

/** The file of the manifest's chunk for a source module (its key or its `src`), if any. */
export function chunkFileOf(manifest: Manifest | null, module: string): string | null {
  if (!manifest) return null;
  const chunk =
    manifest[module] ?? Object.values(manifest).find((candidate) => candidate.src === module);
  return chunk?.file ?? null;
}

/**
 * The manifest with an entry for each of `modules` (the screens and parts the bench budgets)
 * that the build placed inside a chunk made for a group (vite.config.ts: `first`…). Vite keys
 * such a chunk by its group's name only, so a screen moved into one has no entry of its own; it
 * gets its chunk's, found through the chunks' source maps (kept beside the manifest,
 * scripts/build-artifacts.ts), and a screen is marked a dynamic entry, as the router loads it.
 */
export function withGroupedModules(
  manifest: Manifest,
  artifactsDir: string,
  modules: readonly string[],
): Manifest {
  const known = new Set([
    ...Object.keys(manifest),
    ...Object.values(manifest).flatMap((chunk) => (chunk.src ? [chunk.src] : [])),
  ]);
  const missing = new Set(modules.filter((module) => !known.has(module)));
  const mapsDir = path.join(artifactsDir, 'assets');
  if (missing.size === 0 || !existsSync(mapsDir)) return manifest;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const completed: Manifest = { ...manifest };
  for (const mapFile of readdirSync(mapsDir).filter((file) => file.endsWith('.js.map'))) {
    const chunk = byFile.get(`assets/${mapFile.slice(0, -'.map'.length)}`);
    if (!chunk) continue;
    const { sources = [] } = JSON.parse(readFileSync(path.join(mapsDir, mapFile), 'utf8')) as {
      sources?: string[];
    };
    for (const module of sources.map((source) => source.replace(/^(\.\.\/)+/, ''))) {
      if (!missing.has(module)) continue;
      const screen = module.startsWith(ROUTE_MODULE_PREFIX);
      completed[module] = { ...chunk, src: module, ...(screen ? { isDynamicEntry: true } : {}) };
    }
  }
  return completed;
}

/**
 * Reads a build directory and splits its JavaScript into what a new page loads before it
 * leaves for sign-in, the app shell (that and `appModule`'s static graph) and lazy files.
 */
export function analyseDist(
  distDir: string,
  appModule: string = APP_MODULE,
  budgetedModules: readonly string[] = [],
): BundleAnalysis {
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
  const manifestPath = manifestPathOf(distDir);
  const fromChunks = chunkImportReader(readText);
  const manifest = existsSync(manifestPath)
    ? withGroupedModules(
        JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
        path.dirname(manifestPath),
        budgetedModules,
      )
    : null;
  const graphSource = manifest ? 'manifest' : 'chunks';
  const staticImportsOf = manifest ? manifestImportReader(manifest, fromChunks) : fromChunks;

  const signInFiles = collectStaticGraph(entries, staticImportsOf);
  const signInSet = new Set(signInFiles);
  const appFile = chunkFileOf(manifest, appModule);
  const shellFiles = appFile
    ? [
        ...signInFiles,
        ...collectStaticGraph([appFile], staticImportsOf).filter((file) => !signInSet.has(file)),
      ]
    : signInFiles;
  const shellSet = new Set(shellFiles);
  const assetsDir = path.join(distDir, 'assets');
  const assetFiles = existsSync(assetsDir)
    ? readdirSync(assetsDir, { recursive: true, encoding: 'utf8' }).map(
        (file) => `assets/${file.split(path.sep).join('/')}`,
      )
    : [];
  const lazyFiles = assetFiles.filter((file) => isJs(file) && !shellSet.has(file)).sort();

  const sized = (file: string): SizedFile => ({
    file,
    gzipBytes: gzipSize(readFileSync(fullPath(file))),
  });
  const routeGraph = (): RouteGraph => {
    if (!manifest) {
      throw new Error(`per-route budgets need the build's manifest (${manifestPath})`);
    }
    return {
      manifest,
      shellFiles,
      staticGraph: (files) => collectStaticGraph(files, staticImportsOf),
      gzipBytesOf: (file) => sized(file).gzipBytes,
    };
  };
  const routes = () => measureRoutes(routeGraph());
  const part = (partModule: string, routeModule: string) =>
    measurePart(routeGraph(), partModule, routeModule);
  return {
    graphSource,
    signIn: signInFiles.map(sized),
    shell: shellFiles.map(sized),
    lazy: lazyFiles.map(sized),
    routes,
    part,
  };
}
