/**
 * Reading a production build's text for the bench (scripts/bench-graph.ts): the scripts that
 * index.html makes the browser load, and the static imports at the top of a built chunk.
 */
import path from 'node:path';

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
