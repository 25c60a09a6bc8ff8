/**
 * Three chunks for the way to the first signed-in screen (issue 23 §3, issue 37 §2), each a
 * codeSplitting group of vite.config.ts. Left to the automatic split, the modules that the
 * shell and the screens share became dozens of small files: the first screen paid each one's
 * imports, exports and gzip, and a phone on HTTP/1.1 (six connections to a host) asked for
 * them a few at a time.
 *
 * - **The shell**: exactly the static import graph of the app's module
 *   (src/app/start-app.tsx) less what the entry (the page before sign-in) and the framework
 *   chunk already hold.
 * - **The common modules of the first screen**: those of the graphs of the first screen
 *   (src/app/routes/home.tsx) and of the parts it draws with (its money overview) that at least
 *   a third of the screens import too, less the shell, the entry and the framework. A screen
 *   loads them with the first screen's, in one file.
 *
 * Both sets are closed: whatever one of their modules imports is in the set, in the shell, in
 * the entry or in the framework (a module imported by a screen's graph is in every graph that
 * holds its importer, so it is shared at least as widely), and none of those import back. So
 * no chunk imports one that imports it back, and every module runs after the ones it imports,
 * as written. (An earlier try left out of the shell the modules that a page also loads
 * dynamically, such as the screen table. That made such a cycle: the navigation's icons were
 * read before their chunk had run, and a German first screen failed.)
 *
 * - **The first screen's own modules**: those of the first screen's graph and of the parts it
 *   loads as it draws (its money overview, named in vite.config.ts) that the app can reach in
 *   no other way than through them: no other screen, part or shell's part loads the chunk. What
 *   its modules import is in it, in one of the chunks above or in a chunk that the rest of the
 *   app reaches too, and none of those import it back.
 *
 * The graph is read from the build once every module is parsed (`buildEnd`), before chunks are
 * made, so it follows the code; only the first screen's parts are named.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export interface StartupChunks {
  plugin: Plugin;
  /** Whether the module of `id` belongs in the shell's chunk. */
  shell: (id: string) => boolean;
  /** Whether the module of `id` belongs in the first screen's common chunk. */
  common: (id: string) => boolean;
  /** Whether the module of `id` belongs in the first screen's own chunk. */
  first: (id: string) => boolean;
}

type ImportsOf = (id: string) => readonly string[];

/** The static import graph's closure from `root` (dynamic imports not followed). */
export function staticClosure(root: string, importsOf: ImportsOf): Set<string> {
  return reachableAvoiding(root, importsOf, new Set());
}

/** A module of script, not a style and not one of the bundler's own virtual modules. */
const isScript = (id: string) => /\.[cm]?[jt]sx?$/.test(id) && !id.startsWith('\0');

/**
 * The shell's modules: the closure of `shell` less that of `entry` and less what `excluded`
 * says (the framework group's modules), scripts only.
 */
export function shellModules(
  entry: string,
  shell: string,
  importsOf: ImportsOf,
  excluded: (id: string) => boolean,
): Set<string> {
  const before = staticClosure(entry, importsOf);
  const modules = new Set<string>();
  for (const id of staticClosure(shell, importsOf)) {
    if (isScript(id) && !before.has(id) && !excluded(id)) modules.add(id);
  }
  return modules;
}

/**
 * The first screen's common modules: those of the closures of `firsts` (the screen and the
 * parts it draws with; not those modules themselves) that the closures of at least `share` (a
 * fraction) of `screens` hold, less what `excluded` says.
 */
export function commonModules(
  firsts: readonly string[],
  screens: readonly string[],
  importsOf: ImportsOf,
  excluded: (id: string) => boolean,
  share = 1 / 3,
): Set<string> {
  const counts = new Map<string, number>();
  for (const screen of screens) {
    for (const id of staticClosure(screen, importsOf)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const least = Math.ceil(screens.length * share);
  const modules = new Set<string>();
  for (const first of firsts) {
    for (const id of staticClosure(first, importsOf)) {
      const widely = (counts.get(id) ?? 0) >= least;
      if (!firsts.includes(id) && widely && isScript(id) && !excluded(id)) modules.add(id);
    }
  }
  return modules;
}

/**
 * The first screen's own modules: those of the static closures of `roots` (the screen and the
 * parts that draw with it) that nothing else can load, less what `excluded` says. `elsewhere`
 * is what the app reaches without going through `roots`, static and dynamic imports alike: any
 * other screen, its parts, the shell's parts. A module of theirs kept out of the chunk keeps
 * them from loading the first screen's code with it.
 */
export function firstScreenModules(
  roots: readonly string[],
  elsewhere: ReadonlySet<string>,
  importsOf: ImportsOf,
  excluded: (id: string) => boolean,
): Set<string> {
  const modules = new Set<string>();
  for (const root of roots) {
    for (const id of staticClosure(root, importsOf)) {
      if (isScript(id) && !elsewhere.has(id) && !excluded(id)) modules.add(id);
    }
  }
  return modules;
}

/** What `root` reaches through the imports `importsOf` gives, never entering `avoid`. */
export function reachableAvoiding(
  root: string,
  importsOf: ImportsOf,
  avoid: ReadonlySet<string>,
): Set<string> {
  const seen = new Set<string>([root]);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of importsOf(id)) {
      if (!seen.has(next) && !avoid.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

export function startupChunks({
  root,
  entry,
  shell,
  screenTable,
  firstScreen,
  firstParts,
  framework,
}: {
  root: string;
  /** The entry module, relative to `root` (src/app/main.ts). */
  entry: string;
  /** The module the entry loads dynamically to start the app (src/app/start-app.tsx). */
  shell: string;
  /** The module that loads each screen's module dynamically (src/app/screens.ts). */
  screenTable: string;
  /** The screen a sign-in lands on (src/app/routes/home.tsx). */
  firstScreen: string;
  /** The parts of the first screen that it loads on its own as it draws, relative to `root`. */
  firstParts: readonly string[];
  /** Whether a module belongs to the framework's group. */
  framework: (id: string) => boolean;
}): StartupChunks {
  let shellSet = new Set<string>();
  let commonSet = new Set<string>();
  let firstSet = new Set<string>();
  return {
    plugin: {
      name: 'startup-chunks',
      apply: 'build',
      buildEnd() {
        const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        const at = (file: string) => path.resolve(root, file);
        shellSet = shellModules(at(entry), at(shell), importsOf, framework);
        const screens = (this.getModuleInfo(at(screenTable))?.dynamicallyImportedIds ?? []).filter(
          (id) => id.includes(`${path.sep}routes${path.sep}`),
        );
        const entrySet = staticClosure(at(entry), importsOf);
        const missing = firstParts.filter((file) => !this.getModuleInfo(at(file)));
        if (missing.length > 0) {
          this.error(`startup-chunks: the first screen has no part ${missing.join(', ')}`);
        }
        const roots = [at(firstScreen), ...firstParts.map(at)];
        commonSet = commonModules(
          roots,
          screens,
          importsOf,
          (id) => framework(id) || shellSet.has(id) || entrySet.has(id),
        );
        const anyImportOf = (id: string) => {
          const info = this.getModuleInfo(id);
          return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
        };
        firstSet = firstScreenModules(
          roots,
          reachableAvoiding(at(entry), anyImportOf, new Set(roots)),
          importsOf,
          (id) => framework(id) || shellSet.has(id) || entrySet.has(id) || commonSet.has(id),
        );
      },
    },
    shell: (id) => shellSet.has(id),
    common: (id) => commonSet.has(id),
    first: (id) => firstSet.has(id),
  };
}
