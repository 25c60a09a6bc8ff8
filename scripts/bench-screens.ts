/**
 * The app's screens as the bench measures them: each record of src/app/screens.ts, the one
 * table of screens, with its path and its route module as the build's manifest names it
 * (the file named after the record's screen, `routeFileOf`).
 *
 * Read at run time by a computed path: a static import would bring the table's lazy imports
 * of every route, and so all of src/, into the scripts' type check (tsconfig.node.json).
 * Loading the table runs only its own small imports (the route paths, the navigation's icons).
 */
import { fileURLToPath } from 'node:url';

export interface BenchScreen {
  /** The address it answers (src/app/screens.ts), e.g. `/accounts/:accountId` or `*`. */
  path: string;
  /** Its route module, e.g. src/app/routes/home.tsx. */
  module: string;
}

const TABLE = new URL('../src/app/screens.ts', import.meta.url);

function isRecord(value: unknown): value is { path: unknown; component: unknown } {
  return typeof value === 'object' && value !== null && 'path' in value && 'component' in value;
}

/** Every screen of the app, in the table's order. */
export async function loadBenchScreens(table: URL = TABLE): Promise<BenchScreen[]> {
  const { SCREENS, routeFileOf } = (await import(table.href)) as {
    SCREENS: unknown;
    routeFileOf: (component: string) => string;
  };
  const source = fileURLToPath(table);
  if (!Array.isArray(SCREENS)) throw new Error(`${source} exports no SCREENS table`);
  return SCREENS.map((screen: unknown) => {
    if (
      !isRecord(screen) ||
      typeof screen.path !== 'string' ||
      typeof screen.component !== 'string'
    )
      throw new Error(`${source}: a record without a path or component`);
    return { path: screen.path, module: `src/app/routes/${routeFileOf(screen.component)}.tsx` };
  });
}
