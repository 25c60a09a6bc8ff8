/**
 * The build's module graph for the bench (scripts/bench.ts): which JavaScript files the
 * sign-in path loads (index.html's scripts and module preloads plus their static imports,
 * transitively), which are lazy chunks, and what each route needs (scripts/bench-routes.ts).
 * Static imports come from dist/.vite/manifest.json when the build wrote one, otherwise from
 * the import statements at the top of the built chunks. Sizes are gzip level 9.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePart, measureRoutes, type RouteGraph, type RouteNeed } from './bench-routes.ts';

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
  /** A lazily loaded part of a route's screen, beyond the sign-in path and that route. */
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
  const routeGraph = (): RouteGraph => {
    if (!manifest) {
      throw new Error('per-route budgets need dist/.vite/manifest.json (build.manifest: true)');
    }
    return {
      manifest,
      signInFiles,
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
    lazy: lazyFiles.map(sized),
    routes,
    part,
  };
}
