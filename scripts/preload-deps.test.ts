import { describe, expect, it } from 'vitest';
import { loadedWith, preloadDeps, type Bundle } from './preload-deps.ts';

// The entry loads the shell; the shell imports the framework and loads home; home imports a
// shared row and loads its activity, which imports the row, the framework and a day heading.
const bundle: Bundle = {
  'assets/index.js': {
    type: 'chunk',
    imports: [],
    viteMetadata: { importedCss: new Set(['assets/index.css']) },
  },
  'assets/shell.js': { type: 'chunk', imports: ['assets/framework.js', 'assets/index.js'] },
  'assets/framework.js': { type: 'chunk', imports: [] },
  'assets/home.js': { type: 'chunk', imports: ['assets/shell.js', 'assets/row.js'] },
  'assets/row.js': { type: 'chunk', imports: ['assets/framework.js'] },
  'assets/activity.js': { type: 'chunk', imports: ['assets/row.js', 'assets/days.js'] },
  'assets/days.js': { type: 'chunk', imports: [] },
  'assets/index.css': { type: 'asset' },
};

describe('the preload lists of dynamic imports', () => {
  it('know what a chunk’s static graph has loaded: its files, itself and their stylesheets', () => {
    expect([...loadedWith(bundle, 'assets/home.js')].sort()).toEqual([
      'assets/framework.js',
      'assets/home.js',
      'assets/index.css',
      'assets/index.js',
      'assets/row.js',
      'assets/shell.js',
    ]);
  });

  it('leave out of a chunk’s list what that chunk has loaded, and keep the rest in order', () => {
    const { plugin, resolveDependencies } = preloadDeps();
    const generate = plugin.generateBundle as (options: unknown, output: Bundle) => void;
    generate({}, bundle);
    const deps = ['assets/activity.js', 'assets/row.js', 'assets/framework.js', 'assets/days.js'];
    expect(
      resolveDependencies('assets/activity.js', deps, { hostId: 'assets/home.js', hostType: 'js' }),
    ).toEqual(['assets/activity.js', 'assets/days.js']);
  });

  it('keep a list whole where the page itself asks, and before the bundle is known', () => {
    const { plugin, resolveDependencies } = preloadDeps();
    const deps = ['assets/shell.js', 'assets/framework.js'];
    expect(
      resolveDependencies('assets/shell.js', deps, { hostId: 'assets/shell.js', hostType: 'js' }),
    ).toEqual(deps);
    (plugin.generateBundle as (options: unknown, output: Bundle) => void)({}, bundle);
    expect(
      resolveDependencies('assets/shell.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });
});
