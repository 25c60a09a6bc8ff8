/**
 * What each screen of src/app/screens.ts costs beyond the app shell: its chunk and
 * everything that chunk imports statically (transitively), its areas' texts among
 * them (route screens import and register them), less the files the app has loaded
 * before any screen (the entry and the app module, see bench-graph.ts). Read from
 * the Vite manifest (build.manifest in vite.config.ts).
 */

/** The route modules: the router's lazy screens. */
export const ROUTE_MODULE_PREFIX = 'src/app/routes/';

export interface RouteManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

export interface RouteNeed {
  /** The route's source module, e.g. src/app/routes/home.tsx. */
  module: string;
  /** The files it needs beyond the app shell, with their gzip sizes. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export interface RouteGraph {
  manifest: Record<string, RouteManifestChunk>;
  /**
   * What the app has loaded before any screen: the entry's static graph and the app module's
   * (already in the browser when a route is opened).
   */
  shellFiles: readonly string[];
  /** A file and all it imports statically, transitively. */
  staticGraph: (entries: readonly string[]) => string[];
  gzipBytesOf: (file: string) => number;
}

/** Every lazily loaded route module of the build with what opening it costs. */
export function measureRoutes(graph: RouteGraph): RouteNeed[] {
  const { manifest, shellFiles, staticGraph, gzipBytesOf } = graph;
  const loaded = new Set(shellFiles);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith(ROUTE_MODULE_PREFIX))
    .map(([module, chunk]) => {
      const needed = staticGraph([chunk.file]).filter((file) => !loaded.has(file));
      const files = needed.map((file) => ({ file, gzipBytes: gzipBytesOf(file) }));
      const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      return { module, files, gzipBytes };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
}

/**
 * A part of a screen loaded on its own when the screen shows it (React.lazy), measured beyond
 * the app shell and its route: what it adds to the screen.
 */
export function measurePart(graph: RouteGraph, partModule: string, routeModule: string): RouteNeed {
  const { manifest, shellFiles, staticGraph, gzipBytesOf } = graph;
  const part = manifest[partModule];
  const route = manifest[routeModule];
  if (!part || !route) {
    throw new Error(`the build has no chunk for ${part ? routeModule : partModule}`);
  }
  const loaded = new Set([...shellFiles, ...staticGraph([route.file])]);
  const needed = staticGraph([part.file]).filter((file) => !loaded.has(file));
  const files = needed.map((file) => ({ file, gzipBytes: gzipBytesOf(file) }));
  return { module: partModule, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
