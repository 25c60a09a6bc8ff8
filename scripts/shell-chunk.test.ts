// The shell's chunk holds the shell's own static graph and nothing that would make a cycle of
// chunks: what the entry or the framework hold stays there, and so does what only a lazily
// loaded screen imports.
import { describe, expect, it } from 'vitest';
import { shellModules, staticClosure } from './shell-chunk.ts';

// main imports config; it loads start-app only dynamically (not an edge here). start-app
// imports the router, which imports the screen table (also loaded dynamically by main, which
// is not an edge either), the config and React; a screen imports the table and a form library.
const graph: Record<string, readonly string[]> = {
  '/app/main.ts': ['/app/config.ts'],
  '/app/config.ts': ['/node_modules/zod/mini.js'],
  '/app/start-app.tsx': ['/app/router.tsx', '/app/styles.css', '\0vite/preload-helper.js'],
  '/app/router.tsx': ['/app/screens.ts', '/app/config.ts', '/node_modules/react/index.js'],
  '/app/screens.ts': ['/app/icons.tsx'],
  '/app/icons.tsx': ['/node_modules/react/index.js'],
  '/app/routes/home.tsx': ['/app/screens.ts', '/node_modules/form/index.js'],
};
const importsOf = (id: string) => graph[id] ?? [];
const framework = (id: string) => id.includes('/node_modules/react/');

describe('the shell chunk', () => {
  it('follows static imports only, each module once, through a cycle', () => {
    const cyclic = { a: ['b'], b: ['c', 'a'], c: [] } as Record<string, string[]>;
    expect([...staticClosure('a', (id) => cyclic[id] ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });

  it('holds the shell’s graph less the entry’s, the framework, styles and virtual modules', () => {
    const modules = shellModules('/app/main.ts', '/app/start-app.tsx', importsOf, framework);
    expect([...modules].sort()).toEqual([
      '/app/icons.tsx',
      '/app/router.tsx',
      '/app/screens.ts',
      '/app/start-app.tsx',
    ]);
  });

  it('is closed: whatever its modules import is in it, in the entry or in the framework', () => {
    const modules = shellModules('/app/main.ts', '/app/start-app.tsx', importsOf, framework);
    const entry = staticClosure('/app/main.ts', importsOf);
    const outside = [...modules]
      .flatMap(importsOf)
      .filter((id) => /\.[jt]sx?$/.test(id) && !id.startsWith('\0'))
      .filter((id) => !modules.has(id) && !entry.has(id) && !framework(id));
    expect(outside).toEqual([]);
  });
});
