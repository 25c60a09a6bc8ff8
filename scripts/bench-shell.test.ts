import { afterEach, describe, expect, it } from 'vitest';
import { analyseDist, chunkFileOf, gzipSize, type Manifest } from './bench-graph.ts';
import { redirectJsResult, shellJsResult } from './bench.ts';
import { fakeDist, removeFakeDists } from './bench-test-dist.ts';

afterEach(removeFakeDists);

/**
 * The entry leaves for sign-in with its own small graph (early); the app module, which it
 * imports dynamically, brings React and the layout; a route needs money helpers and React.
 */
const app = 'src/app/start-app.tsx';
const manifest: Manifest = {
  'index.html': {
    file: 'assets/entry.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_early.js'],
    dynamicImports: [app],
  },
  '_early.js': { file: 'assets/early.js' },
  [app]: {
    file: 'assets/start-app.js',
    src: app,
    isDynamicEntry: true,
    imports: ['index.html', '_react.js', '_layout.js'],
    dynamicImports: ['src/app/routes/home.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_layout.js': { file: 'assets/layout.js', imports: ['_react.js', '_early.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    src: 'src/app/routes/home.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_layout.js', '_money.js'],
  },
  '_money.js': { file: 'assets/money.js' },
};
const sources: Record<string, string> = {
  'assets/entry.js': 'export const entry="leaves for the provider";',
  'assets/early.js': 'export const early="sign in first";',
  'assets/start-app.js': 'export const startApp="the app";',
  'assets/react.js': `export const react="${'react '.repeat(200)}";`,
  'assets/layout.js': 'export const layout="the layout";',
  'assets/home.js': 'export const home="home";',
  'assets/money.js': 'export const money="money";',
};
const html = '<script type="module" crossorigin src="/assets/entry.js"></script>';
const build = (withManifest = true) =>
  fakeDist({ 'index.html': html, ...sources }, withManifest ? manifest : undefined);
const files = (sized: { file: string }[]) => sized.map(({ file }) => file).sort();
const gzipOf = (list: string[]) =>
  list.reduce((sum, file) => sum + gzipSize(sources[file] ?? ''), 0);

describe('the app shell', () => {
  it('is the entry graph and the app module with its static imports; lazy is the rest', () => {
    const bundle = analyseDist(build());
    expect(files(bundle.signIn)).toEqual(['assets/early.js', 'assets/entry.js']);
    expect(files(bundle.shell)).toEqual([
      'assets/early.js',
      'assets/entry.js',
      'assets/layout.js',
      'assets/react.js',
      'assets/start-app.js',
    ]);
    expect(files(bundle.lazy)).toEqual(['assets/home.js', 'assets/money.js']);
  });

  it("measures a route beyond the shell: what the app loaded is not the route's", () => {
    const [home] = analyseDist(build()).routes();
    expect(home?.module).toBe('src/app/routes/home.tsx');
    expect(files(home?.files ?? [])).toEqual(['assets/home.js', 'assets/money.js']);
    expect(home?.gzipBytes).toBe(gzipOf(['assets/home.js', 'assets/money.js']));
  });

  it('is the entry graph when the build has no manifest or no chunk for the app module', () => {
    const withoutManifest = analyseDist(build(false));
    expect(withoutManifest.shell).toEqual(withoutManifest.signIn);
    const otherApp = analyseDist(build(), 'src/app/elsewhere.tsx');
    expect(otherApp.shell).toEqual(otherApp.signIn);
    expect(files(otherApp.lazy)).toContain('assets/start-app.js');
  });

  it("finds the app module's chunk by its key or by its source", () => {
    expect(chunkFileOf(manifest, app)).toBe('assets/start-app.js');
    expect(chunkFileOf({ _app: { file: 'a.js', src: app } }, app)).toBe('a.js');
    expect(chunkFileOf({ _app: { file: 'a.js' } }, app)).toBeNull();
    expect(chunkFileOf(null, app)).toBeNull();
  });
});

describe('the two sign-in checks', () => {
  it('budget the page that leaves for sign-in, failing one byte over', () => {
    const bundle = analyseDist(build());
    const total = gzipOf(['assets/entry.js', 'assets/early.js']);
    expect(redirectJsResult(bundle)).toMatchObject({
      name: 'Before leaving for sign-in: JavaScript (gzip)',
      value: total,
      budget: 50_000,
      ok: true,
    });
    expect(redirectJsResult(bundle, total).ok).toBe(true);
    expect(redirectJsResult(bundle, total - 1).ok).toBe(false);
  });

  it('budget the app shell of the callback page, failing one byte over', () => {
    const bundle = analyseDist(build());
    const total = gzipOf(Object.keys(sources).filter((file) => !/home|money/.test(file)));
    expect(shellJsResult(bundle)).toMatchObject({
      name: 'App shell on the callback page: JavaScript (gzip)',
      value: total,
      budget: 138_400,
      ok: true,
    });
    expect(shellJsResult(bundle, total).ok).toBe(true);
    expect(shellJsResult(bundle, total - 1).ok).toBe(false);
  });
});
