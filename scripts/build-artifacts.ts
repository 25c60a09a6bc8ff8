/**
 * What a build makes but must not publish: its source maps and Vite's manifest (which
 * `npm run bench` reads). After each build they move out of the served folder into
 * `<outDir>-artifacts/`, keeping their paths (a map's sources still resolve from there).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The folder beside a build that keeps its maps and manifest: dist → dist-artifacts. */
export function buildArtifactsDir(outDir: string): string {
  return `${path.resolve(outDir)}-artifacts`;
}

/** Where the build's Vite manifest is kept. */
export function manifestPathOf(outDir: string): string {
  return path.join(buildArtifactsDir(outDir), 'manifest.json');
}

/** Vite writes its manifest here, inside the build. */
const VITE_MANIFEST = path.join('.vite', 'manifest.json');

/** Moves the maps and the manifest out of `outDir`, replacing those of an earlier build. */
export function moveArtifactsOffSite(outDir: string): void {
  const artifacts = buildArtifactsDir(outDir);
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });
  const moveTo = (from: string, to: string) => {
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
  };
  if (existsSync(path.join(outDir, VITE_MANIFEST))) {
    moveTo(path.join(outDir, VITE_MANIFEST), manifestPathOf(outDir));
  }
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const maps = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.map'),
  );
  for (const map of maps) moveTo(path.join(outDir, map), path.join(artifacts, map));
}

/** A build plugin: the served folder holds the site only (docs/deployment.md). */
export function keepArtifactsOffSite(): Plugin {
  let outDir = '';
  return {
    name: 'keep-build-artifacts-off-site',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => moveArtifactsOffSite(outDir),
  };
}
