import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyseDist, withGroupedModules, type Manifest } from './bench-graph.ts';
import { routeResults } from './bench.ts';
import type { RouteBudget } from './bench-budgets.ts';
import { measurePart, measureRoutes } from './bench-routes.ts';
import { fakeDist, removeFakeDists, routedDist, sampleDist } from './bench-test-dist.ts';

afterEach(removeFakeDists);

/** home → its hook → zod, and its texts; profile → the phone library. */
const manifest: Manifest = {
  'index.html': { file: 'entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  '_zod.js': { file: 'zod.js', imports: ['_react.js'] },
  '_hook.js': { file: 'hook.js', imports: ['_zod.js'] },
  '_phone.js': { file: 'phone.js', imports: ['_zod.js'] },
  '_texts.js': { file: 'texts.js' },
  'src/app/routes/home.tsx': {
    file: 'home.js',
    isDynamicEntry: true,
    imports: ['_hook.js', '_texts.js'],
  },
  'src/app/routes/profile.tsx': {
    file: 'profile.js',
    isDynamicEntry: true,
    imports: ['_phone.js', 'index.html'],
  },
  'src/features/verification/sdk.ts': { file: 'sdk.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'entry.js': 100,
  'react.js': 50,
  'zod.js': 20,
  'hook.js': 2,
  'phone.js': 30,
  'home.js': 1,
  'profile.js': 3,
  'texts.js': 5,
};
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const staticGraph = (entries: readonly string[]) => {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) pending.push(manifest[key]?.file ?? '');
  }
  return [...seen];
};

describe('measureRoutes', () => {
  it("counts a route chunk and its static imports (its texts among them), less the app shell's files", () => {
    const routes = measureRoutes({
      manifest,
      shellFiles: ['entry.js', 'react.js'],
      staticGraph,
      gzipBytesOf: (file) => sizes[file] ?? Number.NaN,
    });
    // Not the verifier SDK: only the router's route modules.
    expect(routes.map(({ module, gzipBytes }) => [module, gzipBytes])).toEqual([
      ['src/app/routes/home.tsx', 1 + 2 + 20 + 5],
      ['src/app/routes/profile.tsx', 3 + 30 + 20],
    ]);
    expect(routes[0]?.files.map(({ file }) => file).sort()).toEqual(
      ['texts.js', 'home.js', 'hook.js', 'zod.js'].sort(),
    );
  });
});

describe('measurePart', () => {
  it('counts what a lazily loaded part of a screen adds beyond the app shell and its route', () => {
    // The profile's part needs the phone library (new) and zod (already loaded by the route).
    const graph = {
      manifest: {
        ...manifest,
        'src/features/profile/part.tsx': {
          file: 'part.js',
          isDynamicEntry: true,
          imports: ['_phone.js', '_zod.js'],
        },
        'src/app/routes/profile.tsx': {
          file: 'profile.js',
          isDynamicEntry: true,
          imports: ['_zod.js'],
        },
      },
      shellFiles: ['entry.js', 'react.js'],
      gzipBytesOf: (file: string) => ({ ...sizes, 'part.js': 4 })[file] ?? Number.NaN,
    };
    const part = measurePart(
      {
        ...graph,
        staticGraph: (entries) => {
          const seen = new Set<string>();
          const pending = [...entries];
          const files = new Map(Object.values(graph.manifest).map((c) => [c.file, c]));
          for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
            if (seen.has(file)) continue;
            seen.add(file);
            for (const key of files.get(file)?.imports ?? [])
              pending.push(graph.manifest[key as keyof typeof graph.manifest]?.file ?? '');
          }
          return [...seen];
        },
      },
      'src/features/profile/part.tsx',
      'src/app/routes/profile.tsx',
    );
    expect(part.files.map(({ file }) => file).sort()).toEqual(['part.js', 'phone.js']);
    expect(part.gzipBytes).toBe(4 + 30);
  });

  it('says which chunk the build lacks', () => {
    expect(() =>
      measurePart(
        { manifest, shellFiles: [], staticGraph, gzipBytesOf: () => 0 },
        'src/features/home/gone.tsx',
        'src/app/routes/home.tsx',
      ),
    ).toThrow('the build has no chunk for src/features/home/gone.tsx');
  });
});

describe('routeResults', () => {
  const budget = (module: string, gzipBytes: number): RouteBudget => ({
    path: module.replace(/^src\/app\/routes\/|\.tsx$/g, '/'),
    module,
    gzipBytes,
  });

  it('gives one row per route against its budget, over budget failing', () => {
    const [first] = analyseDist(routedDist()).routes();
    const needed = first?.gzipBytes ?? 0;
    expect(needed).toBeGreaterThan(0);
    const results = routeResults(first ? [first] : [], [
      { path: '/', module: first?.module ?? '', gzipBytes: needed },
    ]);
    expect(results).toEqual([expect.objectContaining({ name: 'Route / (gzip)', ok: true })]);
    const over = routeResults(first ? [first] : [], [
      { path: '/', module: first?.module ?? '', gzipBytes: needed - 1 },
    ]);
    expect(over.map(({ ok }) => ok)).toEqual([false]);
  });

  it('fails a route without a budget and a budget without a route', () => {
    const [first, second] = analyseDist(routedDist()).routes();
    const results = routeResults(first ? [first] : [], [
      budget(second?.module ?? 'src/app/routes/gone.tsx', 100_000),
    ]);
    expect(results.map(({ ok, details }) => [ok, details?.[0]])).toEqual([
      [false, `${first?.module} has no budget in bench-budgets.ts`],
      [false, `the build has no route chunk for ${second?.module}`],
    ]);
  });

  it('needs the manifest', () => {
    expect(() => analyseDist(fakeDist(sampleDist)).routes()).toThrow(/manifest/);
  });
});

describe('a screen inside a group’s chunk', () => {
  it('gets its chunk’s entry from the source maps, marked a dynamic entry', () => {
    const artifacts = mkdtempSync(path.join(tmpdir(), 'bench-grouped-'));
    try {
      mkdirSync(path.join(artifacts, 'assets'));
      const grouped: Manifest = {
        '_first-abc.js': { file: 'assets/first-abc.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react.js' },
      };
      writeFileSync(
        path.join(artifacts, 'assets', 'first-abc.js.map'),
        JSON.stringify({
          sources: [
            '../../src/app/routes/home.tsx',
            '../../src/features/home/overview.tsx',
            '../../node_modules/react/index.js',
          ],
        }),
      );
      const modules = ['src/app/routes/home.tsx', 'src/features/home/overview.tsx'];
      const completed = withGroupedModules(grouped, artifacts, modules);
      expect(completed['src/app/routes/home.tsx']).toEqual({
        file: 'assets/first-abc.js',
        imports: ['_react.js'],
        src: 'src/app/routes/home.tsx',
        isDynamicEntry: true,
      });
      // A part (not a screen) gets the chunk, not the mark; what was listed stays as it was.
      expect(completed['src/features/home/overview.tsx']?.isDynamicEntry).toBeUndefined();
      expect(completed['_first-abc.js']).toBe(grouped['_first-abc.js']);
      expect(
        measureRoutes({
          manifest: completed,
          shellFiles: [],
          staticGraph: (files) => [...files, 'assets/react.js'],
          gzipBytesOf: () => 1,
        }).map(({ module }) => module),
      ).toEqual(['src/app/routes/home.tsx']);
    } finally {
      rmSync(artifacts, { recursive: true, force: true });
    }
  });
});
