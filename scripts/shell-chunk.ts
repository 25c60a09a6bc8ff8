/**
 * The app shell in one chunk (issue 23 §3). Left to the automatic split, the modules that the
 * shell (src/app/start-app.tsx) imports and some screen imports too became some 25 small files,
 * and the first signed-in screen paid each one's imports, exports and gzip: about 5 kB.
 *
 * The group holds exactly the shell's static import graph less what the entry (the page before
 * sign-in) and the framework chunk already hold. That set is closed: whatever a shell module
 * imports is in the set, in the entry or in the framework, and none of those import the shell.
 * So the shell's chunk imports no chunk that imports it back, and every module runs after the
 * ones it imports, as written. (An earlier try that left out the modules some page also loads
 * dynamically, such as the screen table, made such a cycle: the navigation's icons were read
 * before their chunk had run, and a German first screen failed.)
 *
 * The graph is read from the build once every module is parsed (`buildEnd`), before chunks are
 * made, so it follows the code without a list to keep.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export interface ShellChunk {
  plugin: Plugin;
  /** Whether the module of `id` belongs in the shell's chunk (a codeSplitting group's test). */
  test: (id: string) => boolean;
}

/** The static import graph's closure from `root` (dynamic imports not followed). */
export function staticClosure(
  root: string,
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const seen = new Set<string>([root]);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of importsOf(id)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * The shell's modules: the closure of `shell` less that of `entry` and less what `excluded`
 * says (the framework group's modules), and only script modules of the app and its libraries
 * (not styles, not the bundler's own virtual modules).
 */
export function shellModules(
  entry: string,
  shell: string,
  importsOf: (id: string) => readonly string[],
  excluded: (id: string) => boolean,
): Set<string> {
  const before = staticClosure(entry, importsOf);
  const modules = new Set<string>();
  for (const id of staticClosure(shell, importsOf)) {
    const script = /\.[cm]?[jt]sx?$/.test(id) && !id.startsWith('\0');
    if (script && !before.has(id) && !excluded(id)) modules.add(id);
  }
  return modules;
}

export function shellChunk({
  root,
  entry,
  shell,
  excluded,
}: {
  root: string;
  /** The entry module, relative to `root` (src/app/main.ts). */
  entry: string;
  /** The module the entry loads dynamically to start the app (src/app/start-app.tsx). */
  shell: string;
  excluded: (id: string) => boolean;
}): ShellChunk {
  let modules: Set<string> | undefined;
  return {
    plugin: {
      name: 'shell-chunk',
      apply: 'build',
      buildEnd() {
        const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        modules = shellModules(
          path.resolve(root, entry),
          path.resolve(root, shell),
          importsOf,
          excluded,
        );
      },
    },
    test: (id) => modules?.has(id) ?? false,
  };
}
