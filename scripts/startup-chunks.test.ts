// The shell's chunk holds the shell's own static graph and nothing that would make a cycle of
// chunks: what the entry or the framework hold stays there, and so does what only a lazily
// loaded screen imports. The first screen's common chunk holds what a third of the screens
// share of the first screen's graph, and is closed too.
import { describe, expect, it } from 'vitest';
import {
  commonModules,
  firstScreenModules,
  reachableAvoiding,
  shellModules,
  staticClosure,
} from './startup-chunks.ts';

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

// Three screens: home and accounts share the account queries and the fields under them; home
// alone reads the onboarding state; profile shares only the fields.
const screens: Record<string, readonly string[]> = {
  '/routes/home.tsx': ['/api/accounts.ts', '/home/onboarding.ts', '/node_modules/react/index.js'],
  '/routes/accounts.tsx': ['/api/accounts.ts'],
  '/routes/profile.tsx': ['/api/fields.ts'],
  '/api/accounts.ts': ['/api/fields.ts', '/app/shell-thing.ts'],
  '/home/onboarding.ts': ['/api/fields.ts'],
};
const screenImports = (id: string) => screens[id] ?? [];
const inShell = (id: string) => framework(id) || id === '/app/shell-thing.ts';

describe('the first screen’s common chunk', () => {
  it('holds what enough screens share of the first screen’s graph, not the screen itself', () => {
    const all = Object.keys(screens).filter((id) => id.startsWith('/routes/'));
    const modules = commonModules(['/routes/home.tsx'], all, screenImports, inShell, 2 / 3);
    // fields: all three; accounts: two of three; onboarding: home alone.
    expect([...modules].sort()).toEqual(['/api/accounts.ts', '/api/fields.ts']);
    expect([...commonModules(['/routes/home.tsx'], all, screenImports, inShell, 1)]).toEqual([
      '/api/fields.ts',
    ]);
  });

  it('holds what the screens share of the graphs of the parts the first screen draws with', () => {
    const withPart: Record<string, readonly string[]> = {
      ...screens,
      '/home/overview.tsx': ['/api/balances.ts'],
      '/routes/accounts.tsx': ['/api/accounts.ts', '/api/balances.ts'],
      '/routes/profile.tsx': ['/api/fields.ts', '/api/balances.ts'],
    };
    const all = Object.keys(withPart).filter((id) => id.startsWith('/routes/'));
    const imports = (id: string) => withPart[id] ?? [];
    const firsts = ['/routes/home.tsx', '/home/overview.tsx'];
    // balances: accounts and profile (home loads it through its overview only); onboarding:
    // home alone.
    const modules = commonModules(firsts, all, imports, inShell, 2 / 3);
    expect([...modules].sort()).toEqual(['/api/accounts.ts', '/api/balances.ts', '/api/fields.ts']);
  });

  it('is closed: whatever its modules import is in it, in the shell or in the framework', () => {
    const all = Object.keys(screens).filter((id) => id.startsWith('/routes/'));
    for (const share of [1 / 3, 2 / 3, 1]) {
      const modules = commonModules(['/routes/home.tsx'], all, screenImports, inShell, share);
      const outside = [...modules]
        .flatMap(screenImports)
        .filter((id) => !modules.has(id) && !inShell(id));
      expect(outside).toEqual([]);
    }
  });
});

// The app as it loads: the shell loads home and accounts (screens) and a banner (a part of its
// own); home loads its overview; accounts loads a card part, which shares a row with home's
// overview; the banner shares the party reader with home.
const app: Record<string, { imports: readonly string[]; dynamic?: readonly string[] }> = {
  '/app/shell.tsx': {
    imports: [],
    dynamic: ['/routes/home.tsx', '/routes/accounts.tsx', '/app/banner.tsx'],
  },
  '/routes/home.tsx': {
    imports: ['/home/greeting.tsx', '/app/party.ts'],
    dynamic: ['/home/overview.tsx'],
  },
  '/home/overview.tsx': { imports: ['/home/totals.tsx', '/ui/row.tsx'] },
  '/home/totals.tsx': { imports: ['/api/fields.ts'] },
  '/routes/accounts.tsx': { imports: [], dynamic: ['/accounts/card.tsx'] },
  '/accounts/card.tsx': { imports: ['/ui/row.tsx'] },
  '/app/banner.tsx': { imports: ['/app/party.ts'] },
};
const staticOf = (id: string) => app[id]?.imports ?? [];
const anyOf = (id: string) => [...staticOf(id), ...(app[id]?.dynamic ?? [])];

describe('the first screen’s own chunk', () => {
  const roots = ['/routes/home.tsx', '/home/overview.tsx'];
  const elsewhere = reachableAvoiding('/app/shell.tsx', anyOf, new Set(roots));

  it('reaches the other screens, their parts and the shell’s parts, never through home', () => {
    expect(elsewhere.has('/ui/row.tsx')).toBe(true); // through the accounts' card
    expect(elsewhere.has('/app/party.ts')).toBe(true); // through the banner
    expect(elsewhere.has('/home/totals.tsx')).toBe(false);
  });

  it('holds what only the first screen and its parts load, less the shared chunks', () => {
    const inCommon = (id: string) => id === '/api/fields.ts';
    const modules = firstScreenModules(roots, elsewhere, staticOf, inCommon);
    expect([...modules].sort()).toEqual([
      '/home/greeting.tsx',
      '/home/overview.tsx',
      '/home/totals.tsx',
      '/routes/home.tsx',
    ]);
  });
});
