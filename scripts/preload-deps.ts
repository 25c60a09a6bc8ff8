/**
 * Shorter preload lists for the app's dynamic imports (issue 37 §2). For every `import()`, Vite
 * writes the list of files to fetch beside the imported chunk: its static imports, all the way
 * down, and their stylesheets, so that they come in parallel rather than one level after the
 * next. A list written in a chunk that runs only once its own static imports have run repeated
 * them all (the framework, the shell, the entry, their stylesheets): the browser already has
 * them, and home's lists alone were 40 names long, hashes the compression cannot shorten.
 *
 * This keeps a list to what the chunk holding the `import()` has not loaded yet: it drops the
 * files of that chunk's own static graph and their stylesheets, which the browser fetched and
 * ran before that chunk could run. Lists written in the page itself (an HTML host) stay whole.
 */
import type { Plugin } from 'vite';

/** What the bundle says of a chunk: its static imports and the stylesheets Vite gave it. */
interface BundledFile {
  type: 'chunk' | 'asset';
  imports?: readonly string[];
  viteMetadata?: { importedCss?: ReadonlySet<string> };
}

export type Bundle = Readonly<Record<string, BundledFile>>;

/** The files a chunk's static graph holds, itself included, with their stylesheets. */
export function loadedWith(bundle: Bundle, host: string): Set<string> {
  const loaded = new Set<string>();
  const queue = [host];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) loaded.add(css);
    queue.push(...(chunk.imports ?? []));
  }
  return loaded;
}

/**
 * The plugin that keeps the bundle for `resolveDependencies` (build.modulePreload in
 * vite.config.ts), which Vite calls once the chunks are written, for each list it writes.
 */
export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let bundle: Bundle | undefined;
  const cache = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'preload-deps',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output as unknown as Bundle;
        cache.clear();
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = cache.get(hostId) ?? loadedWith(bundle, hostId);
      cache.set(hostId, loaded);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
