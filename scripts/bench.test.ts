import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  analyseDist,
  chunkImportReader,
  collectStaticGraph,
  gzipSize,
  type Manifest,
} from './bench-graph.ts';
import { parseHtmlScripts, parseStaticImports, resolveHtmlRef } from './bench-parse.ts';
import { advisory, benchPasses, checkBudget, type Check } from './bench-check.ts';
import {
  createContext,
  lazyChunkResult,
  redirectJsResult,
  runChecks,
  shellJsResult,
} from './bench.ts';
import { formatReport } from './bench-report.ts';
import { budgets } from './bench-budgets.ts';
import { fakeDist, indexHtml, removeFakeDists, routedDist, sampleDist } from './bench-test-dist.ts';

afterEach(removeFakeDists);

describe('gzipSize', () => {
  it('is the length of the level 9 gzip of the data', () => {
    const data = Buffer.from('budget '.repeat(1000));
    const size = gzipSize(data);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(data.length);
    expect(gzipSize('budget '.repeat(1000))).toBe(size);
  });
});

describe('parseHtmlScripts', () => {
  it('returns module scripts and module preloads, not stylesheets, nomodule or commented-out tags', () => {
    const html = `${indexHtml}
      <!-- <script type="module" src="/assets/commented.js"></script> -->
      <script nomodule src="/assets/legacy.js"></script>
      <link href='/assets/other.js' rel='modulepreload'>`;
    expect(parseHtmlScripts(html)).toEqual([
      '/assets/entry.js',
      '/assets/vendor.js',
      '/assets/other.js',
    ]);
  });
});

describe('resolveHtmlRef', () => {
  const exists = (file: string) => file === 'assets/entry.js';

  it('maps an URL of the page to its dist file, also under a non-root base', () => {
    expect(resolveHtmlRef('/assets/entry.js', exists)).toBe('assets/entry.js');
    expect(resolveHtmlRef('./assets/entry.js?v=1', exists)).toBe('assets/entry.js');
    expect(resolveHtmlRef('/bank/assets/entry.js', exists)).toBe('assets/entry.js');
  });

  it('ignores other origins and fails on a missing file', () => {
    expect(resolveHtmlRef('https://cdn.example/x.js', exists)).toBeNull();
    expect(() => resolveHtmlRef('/assets/missing.js', exists)).toThrow(/missing\.js/);
  });
});

describe('parseStaticImports', () => {
  it('reads every static import form at the top of a minified chunk', () => {
    const source =
      '#!/usr/bin/env node\n"use strict";\n/* banner */\n//#region chunk\n' +
      'import d from"./default.js";import d2,{x as y}from"./mixed.js";' +
      'import*as ns from"./namespace.js";import"./side-effect.js";' +
      "import { a } from '../parent.js' with { type: 'json' };\n" +
      'export*from"./star.js";export{b as c}from"./named.js";' +
      'import{e}from"react";\nconsole.log(d);';
    expect(parseStaticImports(source)).toEqual([
      './default.js',
      './mixed.js',
      './namespace.js',
      './side-effect.js',
      '../parent.js',
      './star.js',
      './named.js',
      'react',
    ]);
  });

  it('skips the Vite preload table and ignores dynamic imports and code after the imports', () => {
    expect(parseStaticImports(sampleDist['assets/entry.js'])).toEqual([
      './shared.js',
      './vendor.js',
    ]);
    expect(
      parseStaticImports(
        'const f=()=>import("./lazy.js");const s=`import x from "./not-code.js"`;import.meta.url;',
      ),
    ).toEqual([]);
  });
});

describe('collectStaticGraph', () => {
  it('follows static imports transitively and not dynamic ones', () => {
    const dir = fakeDist(sampleDist);
    const graph = collectStaticGraph(
      ['assets/entry.js'],
      chunkImportReader((file) => sampleDist[file as keyof typeof sampleDist]),
    );
    expect(graph).toEqual([
      'assets/entry.js',
      'assets/shared.js',
      'assets/vendor.js',
      'assets/nested/deep.js',
    ]);
    expect(graph).not.toContain('assets/lazy.js');

    const bundle = analyseDist(dir);
    expect(bundle.graphSource).toBe('chunks');
    expect(bundle.signIn.map(({ file }) => file).sort()).toEqual([
      'assets/entry.js',
      'assets/nested/deep.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
    // Without a manifest the app module cannot be found: the shell is the entry's graph.
    expect(bundle.shell).toEqual(bundle.signIn);
    expect(bundle.lazy.map(({ file }) => file)).toEqual(['assets/lazy.js']);
  });

  it('visits each file once when chunks import each other', () => {
    const imports: Record<string, string[]> = { a: ['b'], b: ['a', 'c'], c: ['b'] };
    expect(collectStaticGraph(['a', 'b'], (file) => imports[file] ?? [])).toEqual(['a', 'b', 'c']);
  });

  it('uses the Vite manifest when the build wrote one', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/lazy.tsx'],
      },
      '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
      '_deep.js': { file: 'assets/nested/deep.js' },
      'src/lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    // The chunk sources claim no imports at all: only the manifest can find shared and deep.
    const dir = fakeDist(
      { ...sampleDist, 'assets/entry.js': 'export{};', 'assets/shared.js': 'export{};' },
      manifest,
    );
    const bundle = analyseDist(dir);
    expect(bundle.graphSource).toBe('manifest');
    expect(bundle.signIn.map(({ file }) => file).sort()).toEqual([
      'assets/entry.js',
      'assets/nested/deep.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
    expect(bundle.lazy.map(({ file }) => file)).toEqual(['assets/lazy.js']);
  });

  it('tells to build first when dist/index.html is missing', () => {
    const dir = fakeDist({ 'assets/entry.js': '' });
    expect(() => analyseDist(dir)).toThrow(/npm run build/);
  });
});

describe('budget checks', () => {
  it('reports ok false over budget and ok true at or under it', () => {
    expect(checkBudget('x', 101, 100, 'bytes').ok).toBe(false);
    expect(checkBudget('x', 100, 100, 'bytes')).toEqual({
      name: 'x',
      value: 100,
      budget: 100,
      unit: 'bytes',
      ok: true,
    });
  });

  it('sums the gzip sizes of the entry graph and of the app shell against their budgets', () => {
    const bundle = analyseDist(fakeDist(sampleDist));
    const total = bundle.signIn.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    expect(redirectJsResult(bundle)).toMatchObject({ value: total, budget: 50_000, ok: true });
    expect(redirectJsResult(bundle, total - 1).ok).toBe(false);
    expect(shellJsResult(bundle)).toMatchObject({ value: total, budget: 138_400, ok: true });
    expect(shellJsResult(bundle, total - 1).ok).toBe(false);
  });

  it('fails a lazy chunk over 40 kB gzip and lists every chunk over budget', () => {
    // Random data hardly compresses: 60 kB and 70 kB of gzip.
    const noise = (bytes: number) => `export const n="${randomBytes(bytes).toString('base64')}";`;
    const dir = fakeDist({
      ...sampleDist,
      'assets/big.js': noise(60_000),
      'assets/bigger.js': noise(70_000),
    });
    const result = lazyChunkResult(analyseDist(dir));
    expect(result.ok).toBe(false);
    expect(result.budget).toBe(40_000);
    expect(result.value).toBeGreaterThan(60_000);
    expect(result.details).toEqual([
      expect.stringMatching(/^3 lazy chunk\(s\), largest: assets\/bigger\.js /),
      expect.stringMatching(/^over budget: assets\/bigger\.js /),
      expect.stringMatching(/^over budget: assets\/big\.js /),
    ]);
    expect(lazyChunkResult(analyseDist(fakeDist(sampleDist))).ok).toBe(true);
  });
});

describe('runChecks and formatReport', () => {
  it('counts a throwing check as failed and ends with the summary line', async () => {
    const checks: Check[] = [
      { name: 'passes', run: () => checkBudget('passes', 1, 2, 'count') },
      {
        name: 'throws',
        run: () => {
          throw new Error('boom');
        },
      },
    ];
    const results = await runChecks(checks, createContext('/nowhere'));
    expect(results.map(({ ok }) => ok)).toEqual([true, false]);
    const report = formatReport(results);
    expect(report).toMatch(/passes\s+1\s+2\s+PASS/);
    expect(report).toMatch(/throws\s+error\s+error\s+FAIL/);
    expect(report).toContain('boom');
    expect(report.split('\n').at(-1)).toBe('bench: 1 passed, 1 failed');
  });

  it('prints a timing below its goal without failing: the bench gates on what is deterministic', () => {
    const results = [
      checkBudget('bytes', 1, 2, 'bytes'),
      advisory(checkBudget('a long task', 130, 100, 'ms')),
      advisory(checkBudget('first rows', 900, 2_500, 'ms')),
    ];
    expect(benchPasses(results)).toBe(true);
    const report = formatReport(results);
    expect(report).toMatch(/a long task\s+130 ms\s+100 ms\s+BELOW GOAL/);
    expect(report).toMatch(/first rows\s+900 ms\s+2500 ms\s+GOAL MET/);
    expect(report.split('\n').at(-1)).toBe(
      'bench: 1 passed, 0 failed; 2 timing(s) of this machine printed, not gating (1 below goal)',
    );
    expect(benchPasses([...results, checkBudget('bytes over', 3, 2, 'bytes')])).toBe(false);
  });
});

describe('bench CLI', () => {
  const script = fileURLToPath(new URL('./bench.ts', import.meta.url));
  const run = (distDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, distDir], { encoding: 'utf8' });

  // The sign-in page, the app shell and the largest lazy chunk (the first signed-in screen is
  // counted as a browser fetches it, by the round-trip run, which needs a served build).
  const checkCount = 3 + budgets.routes.length + budgets.parts.length;

  it('exits 0 with the summary line when every budget holds', () => {
    const result = run(routedDist());
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      `bench: ${checkCount} passed, 0 failed`,
    );
    expect(result.status).toBe(0);
  });

  it('exits 1 when a budget fails', () => {
    const noise = `export const n="${randomBytes(60_000).toString('base64')}";`;
    const result = run(routedDist({ 'assets/big.js': noise }));
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe(
      `bench: ${checkCount - 1} passed, 1 failed`,
    );
    expect(result.status).toBe(1);
  });

  it('exits 1 and tells to build when dist/index.html is missing', () => {
    const result = run(fakeDist({}));
    expect(result.stderr).toMatch(/index\.html not found.*npm run build/);
    expect(result.status).toBe(1);
  });
});
