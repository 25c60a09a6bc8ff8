import { describe, expect, it } from 'vitest';
import { budgets, routeBudgets, routeGzipBytes } from './bench-budgets.ts';
import { loadBenchScreens } from './bench-screens.ts';

describe('route budgets', () => {
  it('hold one for every screen of src/app/screens.ts, and none for a screen that is gone', async () => {
    const screens = await loadBenchScreens();
    const paths = screens.map(({ path }) => path);
    expect(paths.filter((path) => routeGzipBytes[path] === undefined)).toEqual([]);
    expect(Object.keys(routeGzipBytes).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it("are the bench's route list: each screen's module at its path, in the table's order", async () => {
    const screens = await loadBenchScreens();
    expect(budgets.routes.map(({ module }) => module)).toEqual(screens.map(({ module }) => module));
    expect(budgets.routes[0]).toEqual({
      path: '/',
      module: 'src/app/routes/home.tsx',
      gzipBytes: 30_000,
    });
    expect(budgets.routes.at(-1)?.path).toBe('* (not found)');
  });

  it('leave out a screen without a budget, so that the bench finds its route unbudgeted', () => {
    const screens = [
      { path: '/', module: 'src/app/routes/home.tsx' },
      { path: '/new', module: 'src/app/routes/new.tsx' },
    ];
    expect(routeBudgets(screens, { '/': 30_000 })).toEqual([
      { path: '/', module: 'src/app/routes/home.tsx', gzipBytes: 30_000 },
    ]);
  });
});
