// Test helper: fake production builds for the bench tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_MODULE, type Manifest } from './bench-graph.ts';
import { budgets } from './bench-budgets.ts';
import { manifestPathOf } from './build-artifacts.ts';

const temporaryDirs: string[] = [];

/** Deletes the fake builds made so far (afterEach). */
export function removeFakeDists(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Writes a fake build: `files` maps paths relative to dist to their content; the manifest,
 * if any, is kept beside dist as a real build keeps it (scripts/build-artifacts.ts).
 */
export function fakeDist(files: Record<string, string>, manifest?: Manifest): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-test-'));
  temporaryDirs.push(root);
  const dir = path.join(root, 'dist');
  mkdirSync(dir);
  if (manifest) {
    mkdirSync(path.dirname(manifestPathOf(dir)), { recursive: true });
    writeFileSync(manifestPathOf(dir), JSON.stringify(manifest));
  }
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, ...file.split('/'));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return dir;
}

export const indexHtml = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** entry → shared → deep statically; entry → lazy only through import(). */
export const sampleDist = {
  'index.html': indexHtml,
  'assets/index.css': 'body{margin:0}',
  'assets/entry.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/lazy.js","assets/shared.js"])))=>i.map(i=>d[i]);\n' +
    'import{a as e}from"./shared.js";import"./vendor.js";' +
    'const r=()=>import("./lazy.js").then(m=>m.Route);console.log(e,r);\n' +
    '//# sourceMappingURL=entry.js.map\n',
  'assets/entry.js.map': '{}',
  'assets/vendor.js': 'export const v=1;',
  'assets/shared.js': 'import{d}from"./nested/deep.js";export const a=d;',
  'assets/nested/deep.js': 'export const d=2;',
  'assets/lazy.js': 'import{a}from"./shared.js";export const Route=a;',
};

/**
 * The sample build with a Vite manifest in which the entry imports the app module
 * dynamically (it imports the app's own chunk statically), and every budgeted route is a
 * small chunk importing the shared chunk and the app's.
 */
export function routedDist(extra: Record<string, string> = {}): string {
  // Every budgeted route, and every budgeted part of a screen, as a chunk of its own.
  const routeChunks = [...budgets.routes, ...budgets.parts].map((route, index) => ({
    module: route.module,
    file: `assets/route-${index}.js`,
  }));
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_shared.js', '_vendor.js'],
      dynamicImports: [APP_MODULE],
    },
    [APP_MODULE]: {
      file: 'assets/start-app.js',
      src: APP_MODULE,
      isDynamicEntry: true,
      imports: ['index.html', '_app.js'],
      dynamicImports: routeChunks.map(({ module }) => module),
    },
    '_app.js': { file: 'assets/app.js', imports: ['_shared.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/nested/deep.js' },
    ...Object.fromEntries(
      routeChunks.map(({ module, file }) => [
        module,
        { file, src: module, isDynamicEntry: true, imports: ['_shared.js', '_app.js'] },
      ]),
    ),
  };
  return fakeDist(
    {
      ...sampleDist,
      'assets/start-app.js': 'import"./app.js";export const startApp=1;',
      'assets/app.js': 'import"./shared.js";export const app=1;',
      ...Object.fromEntries(routeChunks.map(({ file }) => [file, 'export const r=1;'])),
      ...extra,
    },
    manifest,
  );
}
