import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildArtifactsDir, manifestPathOf, moveArtifactsOffSite } from './build-artifacts.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, ...file.split('/'));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

const listed = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();

describe('the build artifacts', () => {
  it('are kept beside the site, in <outDir>-artifacts', () => {
    expect(buildArtifactsDir('/tmp/build/dist')).toBe('/tmp/build/dist-artifacts');
    expect(manifestPathOf('/tmp/build/dist')).toBe('/tmp/build/dist-artifacts/manifest.json');
  });

  it('leave the site with its pages and assets only: maps and the manifest move out', () => {
    root = mkdtempSync(path.join(tmpdir(), 'build-artifacts-'));
    const outDir = path.join(root, 'dist');
    write(outDir, {
      'index.html': '<html></html>',
      'config.json': '{}',
      '.vite/manifest.json': '{"index.html":{}}',
      'assets/index-abc.js': 'export{};',
      'assets/index-abc.js.map': '{"version":3}',
      'assets/index-def.css': 'body{}',
      'assets/index-def.css.map': '{"version":3,"css":1}',
      'brand/logo.svg': '<svg/>',
    });
    // A map of an earlier build is not kept beside this build's.
    write(buildArtifactsDir(outDir), { 'assets/old-123.js.map': '{}' });

    moveArtifactsOffSite(outDir);

    expect(listed(outDir)).toEqual([
      'assets/index-abc.js',
      'assets/index-def.css',
      'brand/logo.svg',
      'config.json',
      'index.html',
    ]);
    expect(listed(buildArtifactsDir(outDir))).toEqual([
      'assets/index-abc.js.map',
      'assets/index-def.css.map',
      'manifest.json',
    ]);
    expect(readFileSync(manifestPathOf(outDir), 'utf8')).toBe('{"index.html":{}}');
  });
});
