import { describe, expect, it } from 'vitest';
import { routeFileOf, SCREENS } from './screens';
import type { GatedScreen } from './area-gate';

/** The route modules, by file (the bench measures each screen's by its file). */
const routeModules = import.meta.glob<Record<string, unknown>>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

describe('SCREENS', () => {
  it('holds each path and each screen once', () => {
    const paths = SCREENS.map(({ path }) => path);
    const modules = SCREENS.map(({ component }) => component);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('loads each screen from the file named after it, which exports it under that name', async () => {
    for (const screen of SCREENS) {
      const name = `./routes/${routeFileOf(screen.component)}.tsx`;
      const file = routeModules[name];
      expect(file, name).toBeDefined();
      const [exports, loaded] = await Promise.all([file?.(), screen.load()]);
      // A screen of an area comes inside the area's gate (area-gate.tsx).
      const component = screen.area ? (loaded as GatedScreen).screen : loaded;
      expect(exports?.[screen.component], name).toBe(component);
    }
  }, 120_000);

  it('names a route file after its screen', () => {
    expect(routeFileOf('HomeRoute')).toBe('home');
    expect(routeFileOf('HistoryTransactionRoute')).toBe('history-transaction');
    expect(routeFileOf('CompanyVerificationRoute')).toBe('company-verification');
  });
});
